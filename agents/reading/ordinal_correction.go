package reading

// A correction that names which of several requests it changes (issue 24,
// round 32): "send 30 to 1234324 and 30 to 7654321, actually make the
// second one 40", "pay A 20 and B 35, oh wait the first one should be 25",
// "40 for the second one". Read as a plain correction, the value went to
// the first request and the split of the rest was garbled, so the summary
// proposed $40 to the wrong account. Here the clause is found and its
// ordinal and value are said apart, so the caller changes the request the
// user named and no other.

import "strings"

// OrdinalFix is a correction of the Nth request of a message.
type OrdinalFix struct {
	// Head is the message before the correction clause.
	Head string
	// Nth is 1-based; Last for "the last one" / "the latter".
	Nth int
	// Value is the new value as typed ("40", "$25", "7654322").
	Value string
}

// Last is the Nth of "the last one", "the latter".
const Last = -1

const (
	ordWord  = `(first|1st|second|2nd|third|3rd|fourth|4th|last|latter|former)`
	ordNoun  = `(?:\s+(?:one|transfer|payment|amount|request|letter|claim|note|to-?do|item))?`
	ordValue = `(\$\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s*k?\b(?:\s*(?:dollars|bucks|usd))?|[A-Za-z-]*\d[A-Za-z0-9-]*)`
	ordLead  = `(?:^|[,;.!?]\s*|\s+[-–—]+\s*|\s+)(?:(?:oh|wait|sorry|no|nah|actually|hmm+|oops|hold\s+on|scratch\s+that|i\s+mean|and|but|ah|um+)[\s,!.]+)*`
	// ordMarked is a clause start that a value said before its ordinal
	// needs: a stop or dash, or a correcting word ("1234324 on the 2nd"
	// is a date, never a correction)
	ordMarked = `(?:[,;.!?]\s*|\s+[-–—]+\s*|\s+(?:(?:oh|wait|sorry|no|nah|actually|i\s+mean|oops|hmm+)[\s,!.]+)+)(?:(?:oh|wait|sorry|no|nah|actually|hmm+|oops|i\s+mean|and|but)[\s,!.]+)*`
	ordTail   = `(?:\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+\$?\d[\d,.]*k?)?(?:\s*(?:instead|please|pls|plz|thanks|thx|ty))*[\s.!]*$`
)

var (
	// "make the second one 40", "change the 2nd transfer to 45"
	ordMake = Lazy(`(?i)` + ordLead + `(?:make|change|set|put|switch|bump|drop|lower|raise|update|fix)\s+(?:the\s+)?` + ordWord + ordNoun + `\s*(?:(?:to|into|as|at|=|->)\s*)?` + ordValue + ordTail)
	// "the first one should be 25", "the second's 40", "2nd one = 45"
	ordIs = Lazy(`(?i)` + ordLead + `(?:the\s+)?` + ordWord + ordNoun + `(?:'s|\s+is|\s+was\s+meant\s+to\s+be|\s+should\s+(?:be|have\s+been|say)|\s+(?:needs|has)\s+to\s+be|\s+to\s+be|\s*=|\s+ought\s+to\s+be|\s+will\s+be|\s+is\s+meant\s+to\s+be|\s+is\s+supposed\s+to\s+be)\s*(?:actually\s+)?` + ordValue + ordTail)
	// "make it 40 for the second one", "40 on the last"
	ordFor = Lazy(`(?i)` + ordMarked + `(?:(?:make|change)\s+(?:it|that)\s+(?:to\s+)?)?` + ordValue + `\s+for\s+the\s+` + ordWord + ordNoun + ordTail)
)

// ReadOrdinalFix finds a correction of the Nth request at the end of a
// message; ok is false when the message ends with none, or names no
// request before it.
func ReadOrdinalFix(text string) (OrdinalFix, bool) {
	for _, re := range []*LazyRegexp{ordMake, ordIs, ordFor} {
		m := re.FindStringSubmatchIndex(text)
		if m == nil {
			continue
		}
		head := strings.TrimSpace(text[:m[0]])
		head = strings.TrimRight(head, ",;:-–— ")
		if head == "" {
			continue
		}
		ord, val := text[m[2]:m[3]], text[m[4]:m[5]]
		if re == ordFor {
			val, ord = text[m[2]:m[3]], text[m[4]:m[5]]
		}
		return OrdinalFix{Head: head, Nth: ordinalOf(ord), Value: strings.TrimSpace(val)}, true
	}
	return OrdinalFix{}, false
}

// OrdinalRef is the ordinal a message at an approval names for the
// request it changes ("make the second one 40"), with its value, whatever
// comes before it; ok is false when it names none.
func OrdinalRef(text string) (OrdinalFix, bool) {
	if f, ok := ReadOrdinalFix(text); ok {
		return f, true
	}
	// the whole message is the clause: "the second one should be 40"
	if f, ok := ReadOrdinalFix("x, " + text); ok && f.Head == "x" {
		f.Head = ""
		return f, true
	}
	return OrdinalFix{}, false
}

func ordinalOf(w string) int {
	switch strings.ToLower(w) {
	case "first", "1st", "former":
		return 1
	case "second", "2nd":
		return 2
	case "third", "3rd":
		return 3
	case "fourth", "4th":
		return 4
	}
	return Last
}

// Pick is the index into n requests the fix names, -1 when there is none.
func (f OrdinalFix) Pick(n int) int {
	if f.Nth == Last {
		if n < 2 {
			return -1
		}
		return n - 1
	}
	if f.Nth < 1 || f.Nth > n {
		return -1
	}
	return f.Nth - 1
}

// valueToken is a value in a request's words: an amount, an account
// number, an id of letters and digits.
var valueToken = Lazy(`(?i)\$\s?\d[\d,]*(?:\.\d{1,2})?|\b\d[\d,]*(?:\.\d{1,2})?k?\b|\b[A-Za-z-]*\d[A-Za-z0-9-]*\b`)

// bareValue is a value without the unit said after it ("40 dollars"):
// the request keeps its own words around the value.
func bareValue(v string) string {
	v = strings.TrimSpace(v)
	low := strings.ToLower(v)
	for _, unit := range []string{"dollars", "bucks", "usd"} {
		if strings.HasSuffix(low, unit) {
			return strings.TrimSpace(v[:len(v)-len(unit)])
		}
	}
	return v
}

// ValueShape sorts a value by what it can fill: "amount" (up to six
// digits, "$", "k"), "number" (seven digits or more: an account), "id"
// (letters and digits).
func ValueShape(v string) string {
	v = strings.ToLower(bareValue(v))
	if strings.HasPrefix(v, "$") {
		return "amount"
	}
	digits, letters := 0, 0
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r >= 'a' && r <= 'z':
			letters++
		}
	}
	switch {
	case digits == 0:
		return ""
	case letters == 1 && strings.HasSuffix(v, "k"):
		return "amount"
	case letters > 0:
		return "id"
	case digits >= 7:
		return "number"
	}
	return "amount"
}

// Apply puts the fix's value in place of the one value of the same shape
// the request holds: "send 30 to 7654321" with 40 is "send 40 to
// 7654321". ok is false when the request holds no such value, or more
// than one, so the caller never guesses which.
func (f OrdinalFix) Apply(request string) (string, bool) {
	shape := ValueShape(f.Value)
	if shape == "" {
		return request, false
	}
	var at []int
	for _, loc := range valueToken.FindAllStringIndex(request, -1) {
		if ValueShape(request[loc[0]:loc[1]]) == shape {
			if at != nil {
				return request, false
			}
			at = loc
		}
	}
	if at == nil {
		return request, false
	}
	v := bareValue(f.Value)
	if shape == "amount" && strings.HasPrefix(request[at[0]:at[1]], "$") && !strings.HasPrefix(v, "$") {
		v = "$" + v
	}
	return request[:at[0]] + v + request[at[1]:], true
}
