package reading

// Meaning is one thing a message, or a word in it, can say. Each has a
// section of the same name in the lexicon, which holds its words; how the
// loop acts on it is the loop's business.
type Meaning uint8

const (
	// Help asks what the assistant can do: "help", "what can you do?".
	Help Meaning = iota
	// Cancel ends the task in hand (R28): the whole message ("oh never mind
	// please", "stop the transfer"), or its first clause ("forget it, I
	// don't want to …"), is a cancel phrase; or the message gives the task
	// up in words (GiveUp) and holds no number — "… that much anymore, make
	// it 100" is a correction, not a cancel.
	Cancel
	// CancelInside are the cancel phrases that also count inside a longer
	// message ("yes, never mind").
	CancelInside
	// GiveUp is a task given up in words, anywhere in the message: "I don't
	// want to transfer anymore".
	GiveUp
	// Yes approves, the whole message: "yes", "ok go ahead", "👍".
	Yes
	// StrongYes are the yes-words that lead a message without a comma after
	// them ("yes and check my savings"); "ok so what's my balance" is no
	// yes. A word list: ask with StrongYes.Word.
	StrongYes
	// Joiner are the words between a yes and the request after it ("yes,
	// and then log me out").
	Joiner
	// Hesitation are words after a yes that take it back ("ok, but wait").
	// A word list.
	Hesitation
	// TakeBack are words after a yes that undo it, anywhere ("yes, don't").
	TakeBack
	// No rejects, leading the message: "no", "hmm no, make it 300".
	No
	// Correction are the words that make a bare value a correction
	// ("actually 300", "make it 300"), anywhere.
	Correction
	// Greeting: "hi", "good morning".
	Greeting
	// Thanks: "thanks", "much appreciated".
	Thanks
	// Bye: "bye", "that's all".
	Bye
	// Logout ends the authentication, the whole message: "log out", "please
	// sign me out now".
	Logout
	// LogoutFramed is a logout with the words around it that do not change
	// it, a whole clause: "I want to log out", "can you sign me out", "sign
	// off for today".
	LogoutFramed
	// HowToLogout asks how to log out, which is not the act.
	HowToLogout
	// Later says when or how often ("on friday", "every month"), anywhere;
	// a task runs once, now, so it is said back (R27).
	Later
	// Weekday names a day of the week, as people write it.
	Weekday
	// Negation before an act takes the request back ("please don't steal
	// my data"). A word list.
	Negation
	// OtherSubject makes an act someone else's ("the claimant tried to
	// commit fraud"). A word list.
	OtherSubject
	// LoginFiller are the words around a username and a password typed
	// together ("user seldo pass ••••••"). A word list.
	LoginFiller
	// SecretTalk talks about a secret instead of being it ("I forgot my
	// password"), anywhere.
	SecretTalk

	meaningCount
)

// Each meaning's bit in a uint64.
var _ [64 - meaningCount]struct{}

var meaningNames = [meaningCount]string{
	Help: "help", Cancel: "cancel", CancelInside: "cancel-inside", GiveUp: "give-up",
	Yes: "yes", StrongYes: "strong-yes", Joiner: "joiner", Hesitation: "hesitation",
	TakeBack: "take-back", No: "no", Correction: "correction",
	Greeting: "greeting", Thanks: "thanks", Bye: "bye",
	Logout: "logout", LogoutFramed: "logout-framed", HowToLogout: "how-to-logout",
	Later: "later", Weekday: "weekday",
	Negation: "negation", OtherSubject: "other-subject",
	LoginFiller: "login-filler", SecretTalk: "secret-talk",
}

// String is the meaning's section name in the lexicon.
func (m Meaning) String() string {
	if m < meaningCount {
		return meaningNames[m]
	}
	return "meaning?"
}

// InLexicon reports a word that is a one-word phrase of some meaning of
// the lexicon: "yes", "please", "bye", "cancel".
func InLexicon(w string) bool { return Default().words[w] != 0 }

// Meanings are all the meanings there are.
func Meanings() []Meaning {
	out := make([]Meaning, meaningCount)
	for i := range out {
		out[i] = Meaning(i)
	}
	return out
}

// Word reports whether w, one normalised word, is on its own a phrase of m
// in the default lexicon: Negation.Word("don't").
func (m Meaning) Word(w string) bool { return Default().Word(m, w) }

// Word reports whether w, one normalised word, is on its own a phrase of m.
func (lx *Lexicon) Word(m Meaning, w string) bool {
	return m < meaningCount && lx.words[w]&(1<<m) != 0
}

// clauseMarks end the first clause of a message for Cancel.
const clauseMarks = ",;.!"

// compute decides m for the reading; Is caches the answer.
func (r *Reading) compute(m Meaning) bool {
	if m >= meaningCount {
		return false
	}
	s := r.lex.byMeaning[m]
	if s == nil {
		return false
	}
	if m == Cancel {
		if r.lex.whole(s, r.units) {
			return true
		}
		if head := r.Before(clauseMarks); head != r && len(head.text) > 0 && r.lex.whole(s, head.units) {
			return true
		}
		return r.Is(GiveUp) && !hasDigit(r.Normal())
	}
	_, _, ok := r.lex.find(s, r.units)
	return ok
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}
