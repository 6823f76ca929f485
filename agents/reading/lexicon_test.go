package reading

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
)

// The lexicon built in names every meaning, and nothing else: a section no
// meaning asks for is a word list nobody reads, and a meaning with no
// section is never found.
func TestLexiconNamesEveryMeaning(t *testing.T) {
	t.Parallel()
	lx := Default()
	var names []string
	for _, m := range Meanings() {
		names = append(names, m.String())
		if lx.byMeaning[m] == nil {
			t.Errorf("meaning %s has no [%s] section in lexicon/*.txt", m, m)
		}
	}
	sort.Strings(names)
	if got, want := strings.Join(lx.Sections(), " "), strings.Join(names, " "); got != want {
		t.Errorf("lexicon sections\n %s\nmeanings\n %s", got, want)
	}
}

// The words of one domain are not in the generic loop's file: a cancel
// phrase names no task ("cancel the <word>"), the guardrail's subjects
// from the insurance domain live in its own file.
func TestNoDomainWordsInTheLoop(t *testing.T) {
	t.Parallel()
	data, err := lexiconFiles.ReadFile("lexicon/loop.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for _, w := range []string{"transfer", "payment", "letter", "password", "claim", "account", "savings"} {
			if strings.Contains(line, w) {
				t.Errorf("loop.txt names the domain word %q: %s", w, line)
			}
		}
	}
}

func TestLexiconErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"no section", "phrase: hi\n", 1, "before any [section]"},
		{"bad section", "[Cancel]\nphrase: x\n", 1, "lower-case"},
		{"unclosed section", "[cancel\n", 1, "a section is [name]"},
		{"no colon", "[a]\nphrase hi\n", 2, "expected [section] or key: value"},
		{"unknown key", "[a]\nphrases: hi\n", 2, `unknown key "phrases"`},
		{"empty value", "[a]\nphrase:\n", 2, "says nothing"},
		{"bad match", "[a]\nmatch: sometimes\nphrase: x\n", 2, "match is whole, leading or anywhere"},
		{"two matches", "[a]\nmatch: whole\nmatch: leading\nphrase: x\n", 3, "is matched whole"},
		{"lead twice over", "[a]\nlead*: x\nlead?: y\nphrase: z\n", 3, "both lead* and lead?"},
		{"open paren", "[a]\nphrase: (x | y\n", 2, "( is not closed by )"},
		{"open bracket", "[a]\nphrase: x [y\n", 2, "[ is not closed by ]"},
		{"stray close", "[a]\nphrase: x ) y\n", 2, `unexpected ")"`},
		{"empty choice", "[a]\nphrase: x | | y\n", 2, "an empty choice"},
		{"trailing bar", "[a]\nphrase: x |\n", 2, "an empty choice before the end"},
		{"upper case", "[a]\nphrase: Never mind\n", 2, `"Never" is not one word`},
		{"two words in one", "[a]\nphrase: log-out\n", 2, `"log-out" is not one word`},
		{"punctuation", "[a]\nphrase: yes!\n", 2, `"yes!" is not one word`},
		{"unclosed kind", "[a]\nphrase: <word\n", 2, "no closing >"},
		{"stray >", "[a]\nphrase: a > b\n", 2, `a stray ">"`},
		{"bad count", "[a]\nphrase: x <any:5-2> y\n", 2, "0 ≤ m ≤ n ≤ 20"},
		{"count on a kind", "[a]\nphrase: x <word:1-2>\n", 2, "only <any:m-n>"},
		{"can be nothing", "[a]\nphrase: [x]\n", 2, "can be no words at all"},
		{"gap alone", "[a]\nphrase: <any:0-2>\n", 1, "can be no words at all"},
		{"unknown kind", "[a]\nphrase: <nothing>\n", 1, "<nothing> is neither a kind of word nor a section"},
		{"no phrase", "[a]\nlead*: x\n", 1, "has no phrase"},
		{"cycle", "[a]\nphrase: x <b>\n[b]\nphrase: y <a>\n", 1, "takes itself in: a → b → a"},
		{"anywhere with lead", "[a]\nmatch: anywhere\nlead*: x\nphrase: y\n", 1, "takes no lead or tail"},
		{"leading with tail", "[a]\nmatch: leading\nphrase: y\ntail?: x\n", 1, "takes no tail"},
		{"anywhere unbounded", "[a]\nmatch: anywhere\nphrase: x <b>\n[b]\nphrase: y\ntail*: z\n", 1, "must have an end"},
		{"too many", "[a]\nphrase: " + strings.Repeat("(a|b|c|d) ", 7) + "\n", 2, "more than 4096 phrases"},
	} {
		_, err := ParseLexicon("test.txt", c.text)
		var le *LexiconError
		if !errors.As(err, &le) {
			t.Errorf("%s: error %v, want a LexiconError", c.name, err)
			continue
		}
		if le.File != "test.txt" || le.Line != c.line || !strings.Contains(le.Msg, c.want) {
			t.Errorf("%s: %v, want line %d: …%s…", c.name, err, c.line, c.want)
		}
		if !strings.HasPrefix(err.Error(), fmt.Sprintf("test.txt:%d: ", c.line)) {
			t.Errorf("%s: %q does not say where", c.name, err)
		}
	}
}

// A lexicon is read from several files; a section may go on in another
// file (a domain adds its words), and comments are comments.
func TestLoadLexicon(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{
		"a.txt":      {Data: []byte("# the generic words\n[greeting]\nphrase: hi | hello  # and more\ntail?: there\n")},
		"b.txt":      {Data: []byte("[greeting]\nphrase: ahoy\n\n[later]\nmatch: anywhere\nphrase: at <clock> | on <day>\n[day]\nphrase: mon [day] | tues [day]  # two words\nphrase: monday | tuesday\n")},
		"notes.md":   {Data: []byte("not a lexicon")},
		"sub/c.txt":  {Data: []byte("[greeting]\nphrase: hey\n")},
		"empty.txt":  {Data: []byte("")},
		"blanks.txt": {Data: []byte("\n\n   \n# only a comment\n")},
	}
	lx, err := LoadLexicon(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lx.Phrases("greeting"), ", "); got != "hi, hello, ahoy" {
		t.Errorf("greeting phrases: %s", got)
	}
	if got := strings.Join(lx.Phrases("day"), ", "); got != "mon, mon day, tues, tues day, monday, tuesday" {
		t.Errorf("day phrases: %s", got)
	}
	for text, want := range map[string]bool{"Ahoy there!": true, "hey": false, "hi there there": false} {
		if got := lx.Read(text).Is(Greeting); got != want {
			t.Errorf("%q greeting: %v", text, got)
		}
	}
	if m, ok := lx.Read("send it on Tuesday at 5pm").Find(Later); !ok || m.Words != "on tuesday" {
		t.Errorf("later: %+v %v", m, ok)
	}
	if lx.Read("never mind").Is(Cancel) {
		t.Error("a meaning this lexicon does not have is never found")
	}
	if lx.Phrases("nothing") != nil {
		t.Error("phrases of no section")
	}
	if _, err := LoadLexicon(fstest.MapFS{"bad.txt": {Data: []byte("[a]\nphrase: (\n")}}); err == nil || !strings.HasPrefix(err.Error(), "bad.txt:2:") {
		t.Errorf("a bad file: %v", err)
	}
}

// The phrases of a line are every choice taken, in order.
func TestPhraseExpansion(t *testing.T) {
	t.Parallel()
	lx, err := ParseLexicon("t", "[a]\nphrase: what [else] can you (do | help [me] with) | <any:1-2> <number>\n")
	if err != nil {
		t.Fatal(err)
	}
	want := "what can you do | what can you help with | what can you help me with | what else can you do | " +
		"what else can you help with | what else can you help me with | <any:1-2> <number>"
	if got := strings.Join(lx.Phrases("a"), " | "); got != want {
		t.Errorf("phrases:\n %s\nwant\n %s", got, want)
	}
}
