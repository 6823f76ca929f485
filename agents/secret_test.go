package agents_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

func TestFindSecret(t *testing.T) {
	t.Parallel()
	password := bank.Domain().Agent("authenticate").Slot("password")
	tests := []struct {
		text string
		want string // "" for nothing found
	}{
		{"my password is monkey", "monkey"},
		{"My Password Is Monkey", "Monkey"},
		{"password: hunter2.", "hunter2"},
		{"password:monkey", "monkey"},
		{"password = s3cr3t!", "s3cr3t"},
		{"my passcode is 1234", "1234"},
		{"my password is monkey, thanks", "monkey"},
		{"username seldo password is monkey", "monkey"},
		{"p@ss is kept whole: password is p@ss;", "p@ss"},
		{"I forgot my password", ""},
		{"what is a password?", ""},
		{"passwords are hard", ""},
		{"password is", ""},
		{"my password", ""},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			got, loc := agents.FindSecret(password, tt.text)
			if got != tt.want {
				t.Fatalf("FindSecret(%q) = %q, want %q", tt.text, got, tt.want)
			}
			if tt.want == "" {
				if loc != nil {
					t.Fatalf("FindSecret(%q) found nothing but returned span %v", tt.text, loc)
				}
				return
			}
			if len(loc) != 2 || loc[0] < 0 || loc[1] > len(tt.text) || loc[0] > loc[1] {
				t.Fatalf("FindSecret(%q) span %v is not a span of the text", tt.text, loc)
			}
			if tt.text[loc[0]:loc[1]] != tt.want {
				t.Fatalf("FindSecret(%q) span %v covers %q, want %q", tt.text, loc, tt.text[loc[0]:loc[1]], tt.want)
			}
		})
	}
}

func TestFindSecretSpan(t *testing.T) {
	t.Parallel()
	password := bank.Domain().Agent("authenticate").Slot("password")
	if _, loc := agents.FindSecret(password, "my password is monkey"); !slices.Equal(loc, []int{15, 21}) {
		t.Errorf("span = %v, want [15 21]", loc)
	}
	if _, loc := agents.FindSecret(password, "password: hunter2."); !slices.Equal(loc, []int{10, 17}) {
		t.Errorf("span = %v, want [10 17]: the full stop is not part of the secret", loc)
	}
}

// Only secret slots have secrets: a text slot with the same cue gives nothing.
func TestFindSecretOnlySecretSlots(t *testing.T) {
	t.Parallel()
	username := bank.Domain().Agent("authenticate").Slot("username")
	if v, loc := agents.FindSecret(username, "username is seldo"); v != "" || loc != nil {
		t.Errorf("FindSecret on a text slot = %q %v, want nothing", v, loc)
	}
	if got := agents.FindSecrets(nil, "password: monkey", agents.SecretHints{}); got != nil {
		t.Errorf("FindSecrets(nil slot) = %v, want nothing", got)
	}
}

// "is" is a whole word, and a value never starts with the sign after it:
// a regexp once read "n't" out of "isn't" and ":" out of "is:".
func TestFindSecretWordBoundary(t *testing.T) {
	t.Parallel()
	password := bank.Domain().Agent("authenticate").Slot("password")
	tests := []struct{ text, want string }{
		{"my password isn't working", ""},
		{"I have a password issue", ""},
		{"my password is: monkey", "monkey"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			if got, _ := agents.FindSecret(password, tt.text); got != tt.want {
				t.Fatalf("FindSecret(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// hintsKind says what the caller of FindSecrets knows in a test case.
type hintsKind int

const (
	noHints   hintsKind = iota // FindSecret's view: the slot alone
	withUser                   // the agent's username slot
	userAsked                  // and the username was just asked
)

func bankSecretHints(k hintsKind) agents.SecretHints {
	auth := bank.Domain().Agent("authenticate")
	switch k {
	case withUser:
		return agents.SecretHintsFor(auth, "")
	case userAsked:
		return agents.SecretHintsFor(auth, "username")
	}
	return agents.SecretHints{}
}

// TestFindSecretsForms covers every way R29 lists of typing a password in
// the clear: the value, the masked line and the username it came with.
func TestFindSecretsForms(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text   string
		hints  hintsKind
		value  string
		masked string
		user   string // with the username slot as a hint
	}{
		{"user seldo pass monkey", withUser, "monkey", "user seldo pass ••••••", "seldo"},
		{"user seldo pass monkey", noHints, "monkey", "user seldo pass ••••••", ""},
		{"username seldo password monkey", withUser, "monkey", "username seldo password ••••••", "seldo"},
		{"pw: monkey", noHints, "monkey", "pw: ••••••", ""},
		{"pwd monkey", noHints, "monkey", "pwd ••••••", ""},
		{"passwd=monkey", noHints, "monkey", "passwd=••••••", ""},
		{"pass: monkey", noHints, "monkey", "pass: ••••••", ""},
		{"seldo:monkey", withUser, "monkey", "seldo:••••••", "seldo"},
		{"seldo:monkey", noHints, "monkey", "seldo:••••••", ""},
		{"seldo/monkey", withUser, "monkey", "seldo/••••••", "seldo"},
		{"it's seldo/monkey", userAsked, "monkey", "it's seldo/••••••", "seldo"},
		{"the password for seldo is monkey", withUser, "monkey", "the password for seldo is ••••••", "seldo"},
		{"the password for my account is monkey", withUser, "monkey", "the password for my account is ••••••", ""},
		{"monkey is my password", noHints, "monkey", "•••••• is my password", ""},
		{"ok, 'monkey' is the password.", noHints, "monkey", "ok, '••••••' is the password.", ""},
		{"my pw is monkey", noHints, "monkey", "my pw is ••••••", ""},
		{"login seldo monkey", withUser, "monkey", "login seldo ••••••", "seldo"},
		{"login seldo monkey", noHints, "monkey", "login seldo ••••••", ""},
		{"log in as seldo with monkey", withUser, "monkey", "log in as seldo with ••••••", "seldo"},
		{"please log me in as seldo using monkey!", withUser, "monkey", "please log me in as seldo using ••••••!", "seldo"},
		{"login seldo/monkey", withUser, "monkey", "login seldo/••••••", "seldo"},
		{"seldo monkey", userAsked, "monkey", "seldo ••••••", "seldo"},
		{"seldo, monkey.", userAsked, "monkey", "seldo, ••••••.", "seldo"},
		{"my username is seldo and my password is monkey", withUser, "monkey", "my username is seldo and my password is ••••••", "seldo"},
		{"password is 'monkey'", noHints, "monkey", "password is '••••••'", ""},
		{`my password is "monkey"`, noHints, "monkey", `my password is "••••••"`, ""},
		{"my password is “correct horse”", noHints, "correct horse", "my password is “••••••”", ""},
		{"PASSWORD=monkey123!", noHints, "monkey123!", "PASSWORD=••••••", ""},
		{"with password monkey", noHints, "monkey", "with password ••••••", ""},
		{"password monkey, please", noHints, "monkey", "password ••••••, please", ""},
		{"my pin number is 4321", noHints, "4321", "my pin number is ••••••", ""},
		{"passphrase: p@ss=w:rd", noHints, "p@ss=w:rd", "passphrase: ••••••", ""},
		// a review found these leaking: "'s" for "is", a dash, an arrow
		// or a comma for a colon, key=value lists, polite words around a
		// bare pair, and a joined pair inside a longer message
		{"my password's monkey", noHints, "monkey", "my password's ••••••", ""},
		{"password's monkey", noHints, "monkey", "password's ••••••", ""},
		{"my password’s monkey", withUser, "monkey", "my password’s ••••••", ""},
		{"password, monkey", noHints, "monkey", "password, ••••••", ""},
		{"password - monkey", noHints, "monkey", "password - ••••••", ""},
		{"password -> monkey", noHints, "monkey", "password -> ••••••", ""},
		{"password => monkey", noHints, "monkey", "password => ••••••", ""},
		{"password — monkey", noHints, "monkey", "password — ••••••", ""},
		{"password — monkey", withUser, "monkey", "password — ••••••", ""},
		{"ok, password - monkey please", noHints, "monkey", "ok, password - •••••• please", ""},
		{"username=seldo&password=monkey", noHints, "monkey", "username=seldo&password=••••••", ""},
		{"username=seldo&password=monkey", withUser, "monkey", "username=seldo&password=••••••", "seldo"},
		{"password=monkey&username=seldo", withUser, "monkey", "password=••••••&username=seldo", "seldo"},
		{"user=seldo;pass=monkey", noHints, "monkey", "user=seldo;pass=••••••", ""},
		{"user=seldo;pass=monkey", withUser, "monkey", "user=seldo;pass=••••••", "seldo"},
		{"username: seldo, password: monkey", noHints, "monkey", "username: seldo, password: ••••••", ""},
		{"username: seldo, password: monkey", withUser, "monkey", "username: seldo, password: ••••••", "seldo"},
		{"username: seldo, password: monkey", userAsked, "monkey", "username: seldo, password: ••••••", "seldo"},
		{"seldo monkey please", userAsked, "monkey", "seldo •••••• please", "seldo"},
		{"seldo monkey thanks", userAsked, "monkey", "seldo •••••• thanks", "seldo"},
		{"seldo monkey, thank you!", userAsked, "monkey", "seldo ••••••, thank you!", "seldo"},
		{"it's seldo monkey", userAsked, "monkey", "it's seldo ••••••", "seldo"},
		{"seldo:monkey transfer 500", withUser, "monkey", "seldo:•••••• transfer 500", "seldo"},
		{"seldo/monkey and check my balance", withUser, "monkey", "seldo/•••••• and check my balance", "seldo"},
		{"seldo:monkey, what's my balance?", withUser, "monkey", "seldo:••••••, what's my balance?", "seldo"},
		{"ok seldo/monkey", withUser, "monkey", "ok seldo/••••••", "seldo"},
		{"it's seldo:monkey, send 500 to 1234324", withUser, "monkey", "it's seldo:••••••, send 500 to 1234324", "seldo"},
		{"send 500 to 1234324. seldo/monkey", withUser, "monkey", "send 500 to 1234324. seldo/••••••", "seldo"},
		{"login creds seldo:monkey then send 500", noHints, "monkey", "login creds seldo:•••••• then send 500", ""},
		{"my credentials: seldo/monkey, check my balance", noHints, "monkey", "my credentials: seldo/••••••, check my balance", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			password := bank.Domain().Agent("authenticate").Slot("password")
			got := agents.FindSecrets(password, tt.text, bankSecretHints(tt.hints))
			if len(got) != 1 {
				t.Fatalf("FindSecrets(%q, hints %d) = %+v, want one match", tt.text, tt.hints, got)
			}
			m := got[0]
			if m.Value != tt.value || tt.text[m.Span[0]:m.Span[1]] != tt.value {
				t.Errorf("value %q at %v (%q), want %q", m.Value, m.Span, tt.text[m.Span[0]:m.Span[1]], tt.value)
			}
			if masked := reading.MaskMatches(tt.text, got, state.SecretMask); masked != tt.masked {
				t.Errorf("masked %q, want %q", masked, tt.masked)
			}
			if m.Username != tt.user {
				t.Errorf("username %q, want %q", m.Username, tt.user)
			}
		})
	}
}

// TestFindSecretsNotSecrets: words about a password, and messages that
// hold no password, keep their meaning.
func TestFindSecretsNotSecrets(t *testing.T) {
	t.Parallel()
	texts := []string{
		"I forgot my password", "my password isn't working", "password reset",
		"what is a strong password?", "change my password", "the password is wrong",
		"send 500 to 1234324", "seldo", "transfer 200 from savings to 1234324",
		"is my password safe?", "my password is: ", "password", "my password is not working",
		"the password is too short", "I forgot the password for my account", "log in",
		"log in to my account", "how do I log in?", "log in as seldo", "login seldo please",
		"sign in as seldo and send 500 to 1234324", "the user sent money", "what is my password",
		"this is my password", "pass it on", "I'll pass", "pin it to the top", "10:30",
		"and/or", "https://example.com/login", "password123", "my password, please",
		"check balance", "send 500", "seldo please", "what is a username?", "my username is seldo",
		"user:seldo", "username: seldo", "my password is in my notes", "the password is the same as before",
		// a dash, an arrow, a comma or "'s" is no "is" before a word about a password
		"password, please", "password - what is it?", "password's been reset", "my password's wrong",
		"password -> forgot", "password, thanks", "my password's not working", "password - is it safe?",
		"update my password, email and phone", "password, username", "password — the usual one",
		// slashes and colons in sentences are no joined login
		"move 500 from checking/savings", "checking/savings balance", "meet me at 10:30 please",
		"send 1/2 of it", "cash and/or check", "see http://x for help", "coffee w/o sugar",
		"support is open 24/7", "compare AAPL/MSFT", "AAPL/MSFT and the nvidia price",
		"note 1:b then send 500", "ok seldo thanks", "it's seldo", "1/2", "w/o", "24/7", "http://x",
		"AAPL/MSFT", "TCP/IP", "checking/savings, which is better?", "zürich:rain then send 500",
		"password, sorry", "password, email, phone",
	}
	password := bank.Domain().Agent("authenticate").Slot("password")
	for _, text := range texts {
		for _, k := range []hintsKind{noHints, withUser, userAsked} {
			if got := agents.FindSecrets(password, text, bankSecretHints(k)); got != nil {
				t.Errorf("FindSecrets(%q, hints %d) = %+v, want nothing", text, k, got)
			}
		}
	}
}

// A bare pair is a login only where the username was asked.
func TestFindSecretsBarePairNeedsTheQuestion(t *testing.T) {
	t.Parallel()
	password := bank.Domain().Agent("authenticate").Slot("password")
	for _, k := range []hintsKind{noHints, withUser} {
		if got := agents.FindSecrets(password, "seldo monkey", bankSecretHints(k)); got != nil {
			t.Errorf("FindSecrets(seldo monkey, hints %d) = %+v, want nothing", k, got)
		}
	}
	// inside a longer message a joined pair needs the username slot or a
	// login word: without them "seldo:monkey transfer 500" is anyone's words
	for _, text := range []string{"seldo:monkey transfer 500", "seldo/monkey and check my balance"} {
		if got := agents.FindSecrets(password, text, bankSecretHints(noHints)); got != nil {
			t.Errorf("FindSecrets(%q, no hints) = %+v, want nothing", text, got)
		}
	}
	// elsewhere in a sentence, "a/b" is not a login either
	if got := agents.FindSecrets(password, "move it from savings/checking", bankSecretHints(withUser)); got != nil {
		t.Errorf("a slash in a sentence was taken for a login: %+v", got)
	}
}

// Every secret in a message is found, in order; the last is the latest word.
func TestFindSecretsSeveral(t *testing.T) {
	t.Parallel()
	password := bank.Domain().Agent("authenticate").Slot("password")
	text := "password is monky, sorry, my password is monkey"
	got := agents.FindSecrets(password, text, agents.SecretHints{})
	if len(got) != 2 || got[0].Value != "monky" || got[1].Value != "monkey" {
		t.Fatalf("FindSecrets(%q) = %+v, want monky then monkey", text, got)
	}
	if masked := reading.MaskMatches(text, got, state.SecretMask); masked != "password is ••••••, sorry, my password is ••••••" {
		t.Errorf("masked %q", masked)
	}
	if v, _ := agents.FindSecret(password, text); v != "monky" {
		t.Errorf("FindSecret = %q, want the first, monky", v)
	}
}

func TestSecretHintsFor(t *testing.T) {
	t.Parallel()
	d := bank.Domain()
	auth := d.Agent("authenticate")
	if h := agents.SecretHintsFor(auth, ""); h.User != auth.Slot("username") || h.UserAsked {
		t.Errorf("SecretHintsFor(authenticate, \"\") = %+v, want the username slot, not asked", h)
	}
	if h := agents.SecretHintsFor(auth, "username"); h.User != auth.Slot("username") || !h.UserAsked {
		t.Errorf("SecretHintsFor(authenticate, username) = %+v, want the username slot, asked", h)
	}
	if h := agents.SecretHintsFor(auth, "password"); h.UserAsked {
		t.Errorf("SecretHintsFor(authenticate, password) = %+v: the password was asked, not the username", h)
	}
	if h := agents.SecretHintsFor(d.Agent("transfer_money"), "amount"); h.User != nil || h.UserAsked || h.SecretAsked || h.Known != nil {
		t.Errorf("SecretHintsFor(transfer_money) = %+v, want none: it has no secret", h)
	}
	if h := agents.SecretHintsFor(nil, ""); h.User != nil || h.UserAsked || h.SecretAsked || h.Known != nil {
		t.Errorf("SecretHintsFor(nil) = %+v", h)
	}
}

// A member id and a PIN (SPEC §11): the user slot's own pattern and cues.
func TestFindSecretsMemberPIN(t *testing.T) {
	t.Parallel()
	a := &agents.Agent{Name: "member", Slots: []agents.Slot{
		{Name: "member_id", Kind: agents.KindPattern, Pattern: regexp.MustCompile(`M\d{5}`), Cues: []string{"member id", "member"}},
		{Name: "pin", Kind: agents.KindSecret, Cues: []string{"pin"}},
	}}
	pin := a.Slot("pin")
	tests := []struct{ text, asked, value, user string }{
		{"M12345 4321", "member_id", "4321", "M12345"},
		{"member id M12345 pin 4321", "", "4321", "M12345"},
		{"pin 4321", "", "4321", ""},
	}
	for _, tt := range tests {
		got := agents.FindSecrets(pin, tt.text, agents.SecretHintsFor(a, tt.asked))
		if len(got) != 1 || got[0].Value != tt.value || got[0].Username != tt.user {
			t.Errorf("FindSecrets(%q, asked %q) = %+v, want %q for %q", tt.text, tt.asked, got, tt.value, tt.user)
		}
	}
	// "pin" is the slot's own cue here, not the generic weak one
	if got := agents.FindSecrets(pin, "seldo 4321", agents.SecretHintsFor(a, "member_id")); got != nil {
		t.Errorf("a pair whose user does not fit the member id was taken: %+v", got)
	}
}

// The reject reason of R41 is user text like any other.
func TestSecretMemoryRejectReason(t *testing.T) {
	t.Parallel()
	var mem reading.SecretMemory
	password := bank.Domain().Agent("authenticate").Slot("password")
	for _, m := range agents.FindSecrets(password, "seldo/monkey", agents.SecretHints{}) {
		mem.Remember(m.Value)
	}
	if got, _ := mem.Mask("my password is monkey"); got != "my password is "+state.SecretMask {
		t.Errorf("reject reason masked as %q", got)
	}
}

// BenchmarkFindSecrets reads a 32 KB message for the bank's password:
// prose about passwords, and the shapes that repeat a form's first words
// (each is read once per message, whatever its length).
func BenchmarkFindSecrets(b *testing.B) {
	password := bank.Domain().Agent("authenticate").Slot("password")
	hints := bankSecretHints(withUser)
	for _, unit := range []string{
		"I forgot my password, is my password safe? log in to my account, the user sent money; pass it on. ",
		"pass ", "user pass pw ", "pw: x ", "a:b ", "login seldo monkey ", "'x' is my password ", `password is "`, "password for ",
	} {
		text := strings.Repeat(unit, 32*1024/len(unit))
		b.Run(strings.TrimSpace(unit)[:min(8, len(strings.TrimSpace(unit)))], func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				agents.FindSecrets(password, text, hints)
			}
		})
	}
}

// agents/reading imports nothing of the product, so it spells the mask
// again: the two spellings must stay one.
func TestSecretMaskAgrees(t *testing.T) {
	t.Parallel()
	if reading.SecretMask != state.SecretMask {
		t.Errorf("reading.SecretMask = %q, state.SecretMask = %q", reading.SecretMask, state.SecretMask)
	}
}
