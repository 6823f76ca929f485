package reading

import (
	"strings"
	"sync"
	"testing"
)

// meaningCases are, for every meaning, messages that mean it and messages
// that do not, as people type them.
var meaningCases = map[Meaning]struct{ yes, no []string }{
	Help: {
		yes: []string{"help", "Help!", "menu", "what can you do?", "What can you do for me", "what else can you help me with",
			"how can you help", "what are my options", "list the agents", "what tasks can you help with"},
		no: []string{"help me transfer money", "what can you tell me about AAPL", "helpful", "options trading", "can you help",
			"list my accounts", "I need help with a transfer", "what do you think"},
	},
	Cancel: {
		yes: []string{"never mind", "Nevermind.", "nvm", "cancel", "cancel that please", "stop the transfer", "oh no, never mind",
			"nah forget it", "I changed my mind", "i've changed my mind", "forget it, I don't want to transfer anymore",
			"never mind, cancel that", "stop the letter", "cancel the last transfer", "I don't want to do this anymore",
			"I don't wanna do this anymore", "“cancel”", "never mind…", "scratch that thanks", "I no longer need it"},
		no: []string{"cancel my card and send 50", "stop sending me emails about the transfer", "I don't want to transfer that much anymore, make it 100",
			"never", "mind the gap", "cancel the transfer to 1234324 and send it to savings", "can I stop a transfer?",
			"don't stop", "forget", "how do I cancel a transfer?", "stop the 50"},
	},
	CancelInside: {
		yes: []string{"yes, never mind", "ok cancel", "sure, stop", "yes but forget it", "fine, scratch that", "ok I changed my mind",
			"yes nvm", "hmm drop it", "abort abort"},
		no: []string{"yes", "cancellation policy", "stopwatch", "forget me not", "unstoppable", "don't forget the memo",
			"mind the gap", "never again"},
	},
	GiveUp: {
		yes: []string{"I don't want to transfer anymore", "i dont need it any more", "I do not want to send that after all",
			"I no longer want it", "I don't want it now", "don't need to do this anymore", "I don't wanna send the money anymore",
			"I no longer need to transfer"},
		no: []string{"I want to transfer", "I don't want to wait", "I don't know anymore", "do you want it anymore",
			"I don't want to send it to savings, to checking", "I still want it", "I need it now", "no longer"},
	},
	Yes: {
		yes: []string{"yes", "Y", "yep!", "sure thing", "ok", "okay, go ahead", "absolutely", "go for it", "👍", "✅", "yes please",
			"looks good, send it", "lgtm", "That’s right", "yes 👍🏽", "'yes'", "yes\u00a0please", "ok👍"},
		no: []string{"yes but wait", "yesterday", "ok so what's my balance", "no", "sure, not yet", "yes and check my savings",
			"okay so", "sounds", "y not", "👎"},
	},
	StrongYes: {
		yes: []string{"yes", "yep", "yeah", "sure", "absolutely", "approve", "confirmed", "definitely"},
		no:  []string{"ok", "okay", "k", "alright", "go", "please", "y", "yes please"},
	},
	Joiner: {
		yes: []string{"and then check my savings", "and also the nvidia price", "and log me out", "also check AAPL", "then log out",
			"please check my savings", "And then", "also"},
		no: []string{"check my savings", "andrew", "log me out and then bye", "thenceforth", "alsoran", "pleased to meet you",
			"but also", "the end"},
	},
	Hesitation: {
		yes: []string{"but", "wait", "hold", "not", "no", "except", "although", "actually", "maybe", "hmm"},
		no:  []string{"and", "please", "yes", "then", "also", "sure", "waiting", "butter"},
	},
	TakeBack: {
		yes: []string{"don't", "no", "wait", "hold on", "not yet", "sure, don't", "yes but do not", "ok wait a second", "hmm no"},
		no:  []string{"and check my savings", "nothing", "knot", "waiter", "hold", "now", "notice", "do it"},
	},
	No: {
		yes: []string{"no", "N", "nope", "nah", "no way", "hmm no", "not now", "no, make it 300", "don't", "no thanks",
			"absolutely not", "don't do it", "decline", "well, no", "No—too much", "ah nope, wrong account"},
		no: []string{"not", "nothing", "know", "now", "yes", "not sure", "notify me", "in no way", "n't", "no's"},
	},
	Correction: {
		yes: []string{"actually 300", "make it 300", "no wait, 40", "change it to savings", "to 7654321 instead", "I meant 30",
			"sorry, 50", "should be 200", "not savings, checking", "let's do 100"},
		no: []string{"300", "yes", "send it", "make a transfer", "change", "change them", "oopsie", "makeit 300", "send 50"},
	},
	Greeting: {
		yes: []string{"hi", "Hello!", "hey there", "good morning", "Good evening.", "greetings", "hiya", "hi there"},
		no:  []string{"hi, send 50", "hello world", "good", "morning", "hey you", "hi hi there", "high", "say hello"},
	},
	Thanks: {
		yes: []string{"thanks", "Thank you!", "thx", "ty", "cheers", "thanks a lot", "much appreciated", "thank you very much"},
		no:  []string{"thanks, send 50", "no thanks", "thank", "thanks for nothing", "thankful", "thanks so", "ty pe", "cheers to that"},
	},
	Bye: {
		yes: []string{"bye", "Goodbye!", "see you", "that's all", "that is all thanks", "nothing else", "I'm done", "all done, thank you"},
		no:  []string{"bye bye bye", "goodbye money", "see you tomorrow", "that's all folks", "done", "all", "i'm not done", "buy"},
	},
	Logout: {
		yes: []string{"log out", "logout", "Sign me out", "please log out now", "log off", "sign out of my account", "ok, sign off",
			"log me out please"},
		no: []string{"how do I log out", "I want to log out", "log in", "logout button", "sign in", "log out and bye", "blog out", "sign here"},
	},
	LogoutFramed: {
		yes: []string{"i want to log out", "can you sign me out", "sign off for today", "i'm done log me out", "okay log me out",
			"please just log out now", "bye log out", "log out for now please"},
		no: []string{"log in", "i want to log in", "can you sign here", "log out the user", "i want to", "for today",
			"i want to log out my friend", "how do i log out"},
	},
	HowToLogout: {
		yes: []string{"how do I log out?", "How can I sign out", "how could i log off", "how should i sign off now",
			"how do i logout", "how do i log out of here", "how can i signout", "How do I log out, please?",
			// leaving, with what is said around it (issue 24, bank30)
			"and how do i get out of it now", "how do i exit this", "so how can i log out?", "how to sign out pls", "um how do i quit this thing",
			// in text speak and other words (issue 24, bank31): "u" is
			// "you", and "you" is anyone here
			"how do you log out", "how do u logout", "howd i sign out", "hw do i logout", "how 2 log off",
			"how can u log me out", "how do i sign me out", "where do i log out", "is there a logout button"},
		no: []string{"log out", "how do I log in", "how did I log out", "why do I log out",
			"how do i log", "I want to know how to log out", "where do i log in", "is there a login button",
			"how do i close my savings account", "how do i end a transfer", "how do i get a statement"},
	},
	Later: {
		yes: []string{"send 50 on friday", "tomorrow", "every month", "in 3 days", "at 5pm", "at 5:30pm", "at 5 pm",
			"by the end of the month", "on the 1st", "this weekend", "tmrw", "twice", "friday's fine", "send it weekly"},
		no: []string{"send 50 now", "c'mon send 50", "thus", "monkey", "saturn", "send 50 to savings",
			"at 5", "on the 100th", "now please"},
	},
	Weekday: {
		yes: []string{"monday", "Tue", "tues", "wednesday", "thurs", "friday", "sat", "sunday", "fridays", "friday's"},
		no:  []string{"thus", "suns", "day", "week", "mond", "today", "mons", "fri day"},
	},
	Negation: {
		yes: []string{"don't", "dont", "not", "never", "won't", "wont", "shouldn't", "can't", "cannot"},
		no:  []string{"do", "now", "note", "ever", "want", "should", "can", "nothing"},
	},
	OtherSubject: {
		yes: []string{"someone", "somebody", "he", "she", "they", "claimant", "policyholder", "hackers", "if", "because"},
		no:  []string{"i", "me", "my", "we", "you", "claim", "policy", "hack"},
	},
	LoginFiller: {
		yes: []string{"user", "username", "login", "pass", "password", "pw", "pin", "as", "my", "is"},
		no:  []string{"seldo", "monkey", "secret", "balance", "send", "transfer", "pins", "passwords"},
	},
	SecretTalk: {
		yes: []string{"I forgot my password", "what is my password", "what's my pin", "I don't remember it", "no idea",
			"not sure", "I lost it", "forgotten", "can you reset it"},
		no: []string{"monkey", "my password is monkey", "hunter2", "almost there", "seldo", "p@ss w0rd", "open sesame",
			"correct horse battery staple"},
	},
}

func TestEveryMeaning(t *testing.T) {
	t.Parallel()
	for _, m := range Meanings() {
		c, ok := meaningCases[m]
		if !ok {
			t.Errorf("%s has no cases", m)
			continue
		}
		yes, no := nonEmpty(c.yes), nonEmpty(c.no)
		if len(yes) < 8 || len(no) < 8 {
			t.Errorf("%s: %d phrasings that mean it and %d that do not; 8 of each at least", m, len(yes), len(no))
		}
		for _, s := range yes {
			if !Read(s).Is(m) {
				t.Errorf("%s: %q should mean it", m, s)
			}
		}
		for _, s := range no {
			if Read(s).Is(m) {
				t.Errorf("%s: %q should not mean it", m, s)
			}
		}
	}
}

func nonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// Word is a one-word lookup for the word lists.
func TestWord(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m    Meaning
		w    string
		want bool
	}{
		{StrongYes, "yes", true}, {StrongYes, "ok", false}, {Hesitation, "but", true}, {Hesitation, "and", false},
		{Negation, "don't", true}, {Negation, "do", false}, {OtherSubject, "claimant", true}, {OtherSubject, "i", false},
		{LoginFiller, "pw", true}, {LoginFiller, "seldo", false}, {Yes, "👍", true}, {Yes, "sure thing", false},
		{Meaning(200), "yes", false},
	} {
		if got := c.m.Word(c.w); got != c.want {
			t.Errorf("%s.Word(%q) = %v", c.m, c.w, got)
		}
	}
}

func TestFind(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m        Meaning
		text     string
		words    string
		from, to int
		found    bool
	}{
		{Later, "send 50 to 1234324 on Friday", "on friday", 19, 28, true},
		{Later, "at 5:30pm on friday", "at 5:30pm", 0, 9, true},
		{Later, "Send it later today!", "later today", 8, 19, true},
		{Later, "every other week", "every other", 0, 11, true},
		{Later, "now", "", 0, 0, false},
		{No, "hmm no, make it 300", "hmm no", 0, 6, true},
		{No, "No thanks.", "no thanks", 0, 9, true},
		{No, "don't do it", "don't do it", 0, 11, true},
		{Joiner, "and then log out", "and then", 0, 8, true},
		{Yes, "Yes please!", "yes please", 0, 10, true},
		{Yes, "yes but", "", 0, 0, false},
		{GiveUp, "forget it, I don't want to transfer anymore", "don't want to transfer anymore", 13, 43, true},
	} {
		m, ok := Read(c.text).Find(c.m)
		if ok != c.found || m.Words != c.words || ok && (m.From != c.from || m.To != c.to) {
			t.Errorf("Find(%s, %q) = %+v %v, want %q [%d:%d] %v", c.m, c.text, m, ok, c.words, c.from, c.to, c.found)
		}
	}
}

func TestTrim(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"i want to log out for today":   "log out",
		"please please log out now bye": "log out",
		"okay log me out":               "log me out",
		"can you sign me out":           "sign me out",
		"log out":                       "log out",
		"please":                        "",
		"check my balance":              "check my balance",
		"thanks for today":              "",
	} {
		if got := Read(in).Trim(LogoutFramed); got != want {
			t.Errorf("Trim(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMentions(t *testing.T) {
	t.Parallel()
	if !Read("bye, log out").Mentions(Logout) || Read("check my balance").Mentions(Logout) || !Read("please sign off").Mentions(Logout) {
		t.Error("Mentions(Logout)")
	}
}

// A reading decides each meaning once, and may be asked from several
// goroutines at once.
func TestIsOnceAndShared(t *testing.T) {
	t.Parallel()
	r := Read("oh never mind please")
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, m := range Meanings() {
				if got, want := r.Is(m), m == Cancel || m == CancelInside; got != want {
					t.Errorf("%s: %v", m, got)
				}
			}
		}()
	}
	wg.Wait()
	if r.known.Load() != 1<<meaningCount-1 {
		t.Errorf("known %b", r.known.Load())
	}
	if r.Is(Meaning(99)) {
		t.Error("an unknown meaning holds")
	}
}

func TestMeaningNames(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, m := range Meanings() {
		name := m.String()
		if name == "" || seen[name] || strings.ToLower(name) != name {
			t.Errorf("meaning %d is named %q", m, name)
		}
		seen[name] = true
	}
	if Meaning(200).String() != "meaning?" {
		t.Error(Meaning(200).String())
	}
}
