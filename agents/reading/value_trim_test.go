package reading

import "testing"

func TestTrimValue(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		": late reporting":        "late reporting",
		": : late reporting":      "late reporting",
		`"late reporting"`:        "late reporting",
		"- late reporting":        "late reporting",
		"→ late reporting":        "late reporting",
		"-> wear and tear":        "wear and tear",
		"“fraud”":                 "fraud",
		"'non disclosure'":        "non disclosure",
		"— policy lapsed —":       "policy lapsed",
		"= groceries":             "groceries",
		"water damage (excluded)": "water damage (excluded)",
		"the owners'":             "the owners'",
		"late reporting":          "late reporting",
		"":                        "",
	} {
		if got := TrimValue(in); got != want {
			t.Errorf("TrimValue(%q) = %q, want %q", in, got, want)
		}
	}
}
