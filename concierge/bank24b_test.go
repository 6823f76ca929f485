package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (bank24b): an unambiguous yes in casual words approves the
// summary shown last ("do it mate" was asked again, "lets do it" dropped
// the transfer); a hedged or changed answer does not (R50).
func TestCasualYesApproves(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"do it mate", "lets do it", "let's do it", "go for it", "yes do it", "alright send it",
		"lets go", "ok lets do it", "yep send it mate", "sure, do it buddy", "just do it", "yeah lets do this",
		"go for it pal", "Let's go ahead", "do it then",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			_, rec := answeredAtApproval(t, line, "Done: $200.00 sent")
			if containsIn(rec.replies(), "I won't transfer") {
				t.Fatalf("%q dropped the transfer:\n%s", line, strings.Join(rec.replies(), "\n"))
			}
		})
	}
}

// A yes held back, hedged or taken back moves no money.
func TestHedgedOrChangedYesMovesNothing(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"lets not do it", "i guess lets do it", "do it maybe", "lets do it from savings instead",
		"go for it? what's the fee", "lets do it, no wait",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324", line)
			if b := balance(t, e, "1234567890"); containsIn(rec.replies(), "Done: $200.00 sent") || b != "" && b != "1000.00" {
				t.Fatalf("%q moved money:\n%s", line, strings.Join(rec.replies(), "\n"))
			}
		})
	}
}

// Issue 24 (bank24b): a line at the password prompt that says the
// username was mistyped and names it fixes the username and asks the
// password again, spending no try; the password then signs in as the
// name meant, and a password itself is still tried.
func TestUsernameFixedAtPasswordPrompt(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"typo it's seldo", "typo its seldo", "wrong name, should be seldo", "i meant seldo not seldp",
		"oops seldo", "sorry, meant seldo", "my bad i typed it wrong, its seldo", "username should be seldo",
		"mistyped, seldo", "seldo not seldp sorry",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldp")
			n := len(rec.replies())
			say(t, e, line)
			after := strings.Join(rec.replies()[n:], "\n")
			if strings.Contains(after, "don't match") || strings.Contains(after, "tries left") || strings.Contains(after, "Logging in") {
				t.Fatalf("%q was tried as the password:\n%s", line, after)
			}
			if !strings.Contains(after, "password") {
				t.Fatalf("%q: the password not asked again:\n%s", line, after)
			}
			say(t, e, "monkey")
			if !e.signedIn() {
				t.Fatalf("%q then the password: not signed in as seldo:\n%s", line, strings.Join(rec.replies(), "\n"))
			}
			if leaks(rec, "monkey") {
				t.Fatalf("the password shows:\n%s", rec.dump())
			}
		})
	}
}

// The password itself, said with the same words, is still the password:
// never kept as a name, never shown.
func TestPasswordSaidLikeAFixIsStillThePassword(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"oops its monkey", "sorry meant monkey", "typo, monkey"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "check my balance", "seldo", line)
			if leaks(rec, "monkey") || sessionHolds(e, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
}

// Issue 24 (bank24b): a request in another language is still told only
// English is read, and, where its words tell its task, what it seemed to
// ask and how to ask it in English, in one line; nothing starts.
func TestOtherLanguageSaysWhatItUnderstood(t *testing.T) {
	t.Parallel()
	rows := []struct{ domain, line, want string }{
		{"bank", "hola, quiero ver mi saldo", `say "check my balance"`},
		{"bank", "quisiera saber el saldo de mi cuenta por favor", `say "check my balance"`},
		{"bank", "bonjour, je voudrais voir le solde de mon compte", `say "check my balance"`},
		{"bank", "ich möchte meinen kontostand sehen", `say "check my balance"`},
		{"bank", "wie hoch ist der preis der aktie heute", "look up a stock price"},
		{"bank", "quiero hacer una transferencia a mi hermano", "transfer money"},
		{"insurance", "necesito una carta de rechazo para un cliente", "It looks like you want to"},
	}
	for _, r := range rows {
		t.Run(r.line, func(t *testing.T) {
			t.Parallel()
			d, err := BuiltinDomains().New(r.domain)
			if err != nil {
				t.Fatal(err)
			}
			e, rec := newOn(t, d, nil)
			say(t, e, r.line)
			got := rec.lastReply()
			if !strings.Contains(got, "only understand English") || !strings.Contains(got, r.want) || strings.Contains(got, "\n") {
				t.Fatalf("%q: %q\nwant one line saying English only and %q", r.line, got, r.want)
			}
			if e.Speaker() != "" || len(e.sess.Agenda) > 0 {
				t.Fatalf("%q started a task", r.line)
			}
		})
	}
}

// Issue 24 (bank24b): the dots a hidden password is shown as, pasted
// back ("u: seldo p: ••••••"), are answered plainly — hidden, type the
// password itself — at no prompt, at the username question and at the
// password prompt; they are never tried and no try is spent.
func TestMaskPastedBackNeverTried(t *testing.T) {
	t.Parallel()
	lines := []string{
		"u: seldo p: ••••••", "user seldo pass ••••••", "seldo ••••••", "username: seldo password: ••••••",
		"login seldo / ••••••", "p: ••••••", "my password is ••••••", "••••••", "pw ●●●●●●",
	}
	for _, before := range [][]string{nil, {"check my balance"}, {"check my balance", "seldo"}} {
		for _, line := range lines {
			t.Run(strings.Join(append(before, line), " / "), func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, before...)
				n := len(rec.replies())
				say(t, e, line)
				after := strings.Join(rec.replies()[n:], "\n")
				if !strings.Contains(after, "how I hide your password") {
					t.Fatalf("%q: the dots not explained:\n%s", line, after)
				}
				if strings.Contains(after, "don't match") || strings.Contains(after, "tries left") || strings.Contains(after, "only understand English") || containsIn(rec.notes(), "Logging in") {
					t.Fatalf("%q: tried, or told English only:\n%s", line, after)
				}
				// the sign-in goes on with the password itself
				switch {
				case strings.Contains(after, "What is your username?"):
					say(t, e, "seldo", "monkey")
				case strings.Contains(after, "password"):
					say(t, e, "monkey")
				}
				if len(before) > 0 || strings.Contains(line, "seldo") {
					if !e.signedIn() {
						t.Fatalf("%q: the sign-in did not go on:\n%s", line, strings.Join(rec.replies(), "\n"))
					}
				}
			})
		}
	}
}

// Issue 24 (bank24b): an unsure newcomer gets a warm answer that says
// what can be done and how to say it, in both domains, with nothing in
// hand and at the username question (asked again after it); never a
// cancel, never a try spent.
func TestNewcomerGetsWarmAnswer(t *testing.T) {
	t.Parallel()
	lines := []string{
		"my grandson set this up, i dont know what to type",
		"hi, im not sure what to type here", "what do i type", "sorry how does this work",
		"my daughter put this on my phone and i dont know what to do", "im a bit lost",
		"not very good with computers, what do i write",
	}
	for _, domain := range []string{"bank", "insurance"} {
		for _, atUsername := range []bool{false, true} {
			if atUsername && domain != "bank" {
				continue
			}
			for _, line := range lines {
				t.Run(domain+"/"+line, func(t *testing.T) {
					t.Parallel()
					d, err := BuiltinDomains().New(domain)
					if err != nil {
						t.Fatal(err)
					}
					e, rec := newOn(t, d, nil)
					if atUsername {
						say(t, e, "check my balance")
					}
					n := len(rec.replies())
					say(t, e, line)
					after := strings.Join(rec.replies()[n:], "\n")
					if !strings.Contains(after, "in your own words") || !strings.Contains(after, "for example") {
						t.Fatalf("%q: no warm answer saying how to ask:\n%s", line, after)
					}
					if strings.Contains(after, "OK, I won't") || strings.Contains(after, "not sure how to help") || strings.Contains(after, "tries left") {
						t.Fatalf("%q: cancelled or not understood:\n%s", line, after)
					}
					if atUsername {
						if !strings.HasSuffix(after, "What is your username?") {
							t.Fatalf("%q: the username not asked again:\n%s", line, after)
						}
						say(t, e, "seldo", "monkey", "checking")
						if !containsIn(rec.replies(), "has a balance of $1,000.00") {
							t.Fatalf("%q: the balance did not go on:\n%s", line, strings.Join(rec.replies(), "\n"))
						}
					}
				})
			}
		}
	}
}

// A newcomer's words beside a request of its own leave the request read:
// "is this the bank? i want to check my balance" checks it.
func TestNewcomerWithRequestIsServed(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"hello is this the bank? i want to check my balance", "what do i do if my card is stolen"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "in your own words") {
			t.Errorf("%q: answered as a newcomer, the question dropped:\n%s", line, rec.lastReply())
		}
	}
}

// Issue 24 (bank24b): a question the bank cannot serve here gets an
// honest "I can't … here" naming what it can do, never another kind's
// answer ("can i open a new credit card" was told to block a stolen card).
func TestCardOpenedIsNoLostCard(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"can i open a new credit card", "i want to apply for a credit card", "how do i open a credit card with you",
		"can i get a credit card?", "id like to open a new rewards card", "applying for a new card pls",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		got := rec.lastReply()
		if !strings.Contains(got, "can't apply for a loan, a card or a mortgage here") || strings.Contains(got, "lost or stolen") {
			t.Errorf("%q: %q", line, got)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "i lost my card")
	if !strings.Contains(rec.lastReply(), "lost or stolen") {
		t.Errorf("a lost card: %q", rec.lastReply())
	}
}

// A question the bank can serve is served, whatever came before: a
// cancelled or declined transfer, or a balance just shown, does not
// colour it ("what's my savings balance now" got the account types).
func TestBalanceAskedAfterATaskIsServed(t *testing.T) {
	t.Parallel()
	befores := [][]string{
		{"send 20 from checking to 1234324", "seldo", "monkey", "no"},
		{"login seldo monkey", "send 20 from checking to 1234324", "cancel"},
		{"check my checking balance", "seldo", "monkey"},
	}
	for _, before := range befores {
		for _, line := range []string{"what's my savings balance now", "whats my savings balance", "what's the balance in savings now", "how much is in savings now?", "what's in my savings account"} {
			t.Run(before[len(before)-1]+"/"+line, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, before...)
				n := len(rec.replies())
				say(t, e, line)
				after := strings.Join(rec.replies()[n:], "\n")
				if !strings.Contains(after, "Your Savings account (2345678901) has a balance of $5,000.00") {
					t.Fatalf("%q after %q:\n%s", line, before, after)
				}
			})
		}
	}
}
