package reading

import "strings"

// TrimValue is a value with the punctuation and quotes said around it
// taken off (issue 24, ins26a): "change the reason to: late reporting",
// `to "late reporting"`, "to - late reporting", "→ late reporting" give
// "late reporting", never ": late reporting" in a letter or a slot.
func TrimValue(v string) string {
	for {
		was := v
		v = strings.TrimSpace(v)
		for _, lead := range []string{"->", "=>", "-->", "→", "⇒", ":", "=", "-", "–", "—", "|", ">", "«", "»", "\"", "'", "“", "”", "‘", "’", "`", "(", "["} {
			v = strings.TrimPrefix(v, lead)
		}
		v = strings.TrimSpace(v)
		for _, tail := range []string{"\"", "'", "“", "”", "‘", "’", "`", "«", "»", ")", "]", ":", ";", ",", "-", "–", "—"} {
			if tail == ")" && strings.Contains(v, "(") || tail == "]" && strings.Contains(v, "[") || tail == "'" && strings.HasSuffix(strings.ToLower(v), "s'") {
				continue // "(not) covered", "the owners'"
			}
			v = strings.TrimSuffix(v, tail)
		}
		if v == was {
			return v
		}
	}
}
