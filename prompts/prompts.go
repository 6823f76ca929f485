// Package prompts holds every text the product says on its own behalf, and
// later every prompt sent to a model, as embedded text/template files
// rendered by small typed functions. No reply wording lives in Go strings
// scattered through the loop.
package prompts

import (
	"embed"
	"fmt"
	"strings"
	"sync"
	"text/template"
	"unicode"
	"unicode/utf8"
)

//go:embed *.tmpl
var files embed.FS

// templates are all the files parsed at once, as the tests read them;
// render parses each template at its first use (templates_lazy.go), not at
// package init nor all at the first reply: parsing them costs every start
// of concierge (R55). TestTemplatesParse parses them, so a broken file
// still fails a test rather than a first render.
var templates = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(funcs()).ParseFS(files, "*.tmpl"))
})

// funcs are the functions the templates call.
func funcs() template.FuncMap {
	return template.FuncMap{
		"inc":  func(i int) int { return i + 1 },
		"mark": statusMark,
	}
}

// statusMark is a plan step's status as one character.
func statusMark(status string) string {
	switch status {
	case "completed":
		return "✓"
	case "failed":
		return "✗"
	case "skipped":
		return "–"
	case "in progress":
		return "▶"
	}
	return "·"
}

// render runs one named template. The templates are fixed and tested, so an
// error here is a programming mistake; it still returns readable text
// rather than panicking in front of a user.
func render(name string, data any) string {
	var b strings.Builder
	if err := executeLazy(&b, name, data); err != nil {
		return fmt.Sprintf("(template %s failed: %v)", name, err)
	}
	return strings.TrimSpace(b.String())
}

// Capability is one line of the capability list.
type Capability struct {
	Name  string // shown before the intro when the domain lists names
	Intro string
	Needs string // "authentication and a checked account balance"
}

// Menu is the capability list with the domain's greeting and closing.
type Menu struct {
	Greeting string
	Again    string // opens the list when a task is done
	Items    []Capability
	Closing  string
}

// Welcome is the session's first message and the answer to "what can you do?" (R1).
func Welcome(m Menu) string { return render("menu", m) }

// AnythingElse is the concierge's word when nothing is left to do (R7).
func AnythingElse(m Menu) string { return render("anything_else", m) }

// AnythingElseShort is AnythingElse once the list has been said again in
// the session: the question, and how to see the list (R56).
// The domain's Again may lead into the list ("… with? I can help you
// with:"): only its question is said.
func AnythingElseShort(m Menu) string {
	q := m.Again
	if i := strings.IndexAny(q, "?"); i >= 0 {
		q = q[:i+1]
	} else if i := strings.Index(q, ":"); i >= 0 {
		q = strings.TrimSpace(q[:i]) + "?"
	}
	return render("anything_else_short", q)
}

// Unknown answers a request no agent takes.
func Unknown(m Menu) string { return render("unknown", m) }

// OnlyEnglish answers a message in another language: the product speaks
// English, the request was not read, and what it can do.
func OnlyEnglish(m Menu) string { return render("only_english", m) }

// OnlyEnglishExample is OnlyEnglish with the request said in English as
// an example ("send 12.50 to 1234324").
func OnlyEnglishExample(m Menu, example string) string {
	return render("only_english_example", map[string]any{"Menu": m, "Example": example})
}

// IsOnlyEnglish reports a reply that said only English is read.
func IsOnlyEnglish(reply string, m Menu) bool {
	first, _, _ := strings.Cut(OnlyEnglish(m), ".")
	return reply == OnlyEnglish(m) || strings.HasPrefix(reply, first+".")
}

// Goodbye answers a farewell; saved says whether the session is stored.
func Goodbye(saved bool) string { return render("goodbye", saved) }

// NotScheduled says back a "when" or "how often" no agent can honour (R27).
func NotScheduled(when string) string {
	return render("not_scheduled", map[string]string{"When": `"` + when + `"`})
}

// NotUsed says back a word of the request that no value took (R27): it is
// never silently dropped.
func NotUsed(words []string, label string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = `"` + w + `"`
	}
	return render("not_used", map[string]any{"Words": quoted, "Label": label})
}

// NotUsedCount says how many words of a message no value took, without
// quoting them: the message was about signing in (R53).
func NotUsedCount(n int) string { return render("not_used_count", n) }

// KeptAsOther says a value given at another question was kept as the
// value it can only be: "Noted: $200.00 as the amount."
func KeptAsOther(value, label string) string {
	return render("kept_as_other", map[string]string{"Value": value, "Label": label})
}

// KeptForLater says an answer was kept for the task that waits, whose
// question it answers, before this one is asked again.
func KeptForLater(value, task string) string {
	return render("kept_for_later", map[string]string{"Value": value, "Task": task})
}

// SecretQuestion answers a question asked at a secret prompt.
func SecretQuestion(label string) string { return render("secret_question", label) }

// SecretNotKnown answers a request to be told or given a new secret
// outside its prompt: nobody here can see it or reset it.
func SecretNotKnown(label string) string { return render("secret_not_known", label) }

// SecretWait answers "one sec" at a secret prompt.
func SecretWait(label string) string { return render("secret_wait", label) }

// SecretTalk answers talk about a secret at its prompt.
func SecretTalk(label string) string { return render("secret_talk", label) }

// SecretAgain asks for the secret again after a side question at its
// prompt was answered.
func SecretAgain(label string) string { return render("secret_again", label) }

// SecretNotTaken says a line typed at a secret prompt that plainly
// answered something else was not tried as the secret (R29, R53).
func SecretNotTaken(label string) string { return render("secret_not_taken", label) }

// SecretBeforeAsked says a value of a secret's shape typed at the question
// before it (a PIN at "whose notes?") was not kept, and comes next.
func SecretBeforeAsked(label string) string { return render("secret_before_asked", label) }

// SignedOut confirms a logout (R29).
func SignedOut() string { return render("signed_out", nil) }

// HowToSignOut answers a question about logging out.
func HowToSignOut() string { return render("how_to_sign_out", nil) }

// NotSignedIn answers a logout with nobody signed in.
func NotSignedIn() string { return render("not_signed_in", nil) }

// HowAreYou answers "how are you?".
func HowAreYou() string { return render("chitchat_how_are_you", nil) }

// WhoAreYou says who answers, with the capability list (R1).
func WhoAreYou(m Menu) string { return render("chitchat_who_are_you", m) }

// CannotHandle answers a request no agent can do, with what they can.
func CannotHandle(m Menu) string { return render("cannot_handle", m) }

// CannotUndo says that work with side effects that ran cannot be taken
// back here; task is the agent's verb phrase ("transfer money").
func CannotUndo(task string) string { return render("cannot_undo", task) }

// TakenBack answers a request the same message took back.
func TakenBack() string { return render("taken_back", nil) }

// Thanks answers a thank-you.
func Thanks() string { return render("chitchat_thanks", nil) }

// Clarify asks again after an answer that does not fit.
func Clarify(problem, hint, question string) string {
	return render("clarify", map[string]string{"Problem": upperFirst(problem), "Hint": hint, "Question": question})
}

// AmountOrID is the problem with a number said at an amount's question
// that is shaped like an account id, with no money cue and no word naming
// the account: which of the two it is was not said (R51). idHint is how
// to say it as the account ("to 7654312"); the result goes to Clarify.
func AmountOrID(value, idHint, label string) string {
	return render("amount_or_id", map[string]string{"Value": value, "IDHint": idHint, "Label": label})
}

// SourceOrDestination asks, at an approval, which role an account named
// has when the pending call could take it as either: the money's source or
// where it goes (R51). Nothing changed; the summary is asked again.
func SourceOrDestination(name, summary string) string {
	return render("source_or_destination", map[string]string{"Name": name, "Lower": strings.ToLower(name), "Summary": summary})
}

// ValuesNotUsed says back the values of a request with side effects that
// no slot took ("20" and "1234324" of a second transfer the message could
// not be split into): never dropped in silence (R50).
func ValuesNotUsed(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = `"` + v + `"`
	}
	list := strings.Join(q, " and ")
	if len(q) > 2 {
		list = strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
	}
	return render("values_not_used", map[string]any{"Values": list, "One": len(q) == 1})
}

// Refusal declines a harmful or out-of-scope request and restates what is
// pending, if anything (R8).
func Refusal(pending string) string { return render("refusal", map[string]string{"Pending": pending}) }

// Pending restates a waiting task (its verb phrase) and its open question.
func Pending(task, question string) string {
	return render("pending", map[string]string{"Task": task, "Question": question})
}

// Prerequisite explains why another agent speaks first (R4), saying what
// happens first in plain words: "To transfer money, first I'll log you
// in." firsts are what each requirement does ("log you in", "check that
// Checking has enough"), joined with "and".
func Prerequisite(task string, firsts ...string) string {
	return render("prerequisite", map[string]string{"Task": task, "First": joinLast(firsts, "and")})
}

// Resume introduces a task taken back from the stack.
func Resume(task string) string { return render("resume", map[string]string{"Task": task}) }

// Budget ends a turn that hit a loop budget (R9).
func Budget(limit string) string { return render("budget", map[string]string{"Limit": limit}) }

// RequestsDropped says which requests of the user's message, queued after
// the task a cancel ended, were dropped with it (R50: never in silence).
func RequestsDropped(requests []string) string {
	q := make([]string, len(requests))
	for i, r := range requests {
		q[i] = `"` + r + `"`
	}
	return render("requests_dropped", strings.Join(q, "; "))
}

// Abandoned confirms that tasks were dropped (R5 Final); tasks are the
// agents' verb phrases, top of the stack first.
func Abandoned(tasks []string) string {
	list := strings.Join(tasks, ", ")
	if n := len(tasks); n > 1 {
		list = strings.Join(tasks[:n-1], ", ") + " or " + tasks[n-1]
	}
	if list == "" {
		list = "go on with what was in progress"
	}
	return render("abandoned", map[string]string{"Tasks": list})
}

// AlreadyOnIt answers a request for the task already in hand.
func AlreadyOnIt() string { return render("already_on_it", nil) }

// FinishFirst asks to finish the task in progress before another starts.
func FinishFirst() string { return render("finish_first", nil) }

// NothingToCancel answers "never mind" when nothing runs.
func NothingToCancel() string { return render("nothing_to_cancel", nil) }

// ApprovalRejected confirms a rejected approval (R11).
func ApprovalRejected(reason string) string {
	return render("approval_rejected", map[string]string{"Reason": reason})
}

// ApprovalKept says why a correction at an approval was not taken, and
// that the approval still waits as it was (R41).
func ApprovalKept(reason, summary string) string {
	return render("approval_kept", map[string]string{"Reason": strings.TrimRight(reason, "."), "Summary": summary})
}

// SecretNotKept says a secret given before it was asked for is not kept
// while another value is asked (R10: a secret lives for one message).
func SecretNotKept(missing string) string {
	return render("secret_not_kept", map[string]string{"Missing": missing})
}

// SignInFirst says, after a resume that signed the user out, that an
// approval waiting for that sign-in is asked again once signed in (R55).
func SignInFirst(summary string) string {
	return render("sign_in_first", map[string]string{"Summary": summary})
}

// ApprovalUnchanged says a message at an approval named a value that was
// not applied, restates the call as it waits, and says how to change it
// (R53). hint and what are "" when the value fits nothing of the call.
func ApprovalUnchanged(summary, hint, what string) string {
	return render("approval_unchanged", map[string]string{"Summary": summary, "Hint": hint, "What": what})
}

// AmountNotExact says an amount said relative to the pending one has no
// size ("a bit less") and that nothing was done with the old one (R50);
// the amount's question follows it.
func AmountNotExact(said, old string) string {
	return render("amount_not_exact", map[string]string{"Said": said, "Old": old})
}

// ApprovalReminder asks again for a yes or no.
func ApprovalReminder(summary string) string {
	return render("approval_reminder", map[string]string{"Summary": summary})
}

// ApprovalOnceOnly answers "for this session" at an approval that cannot
// be given for the session (money, a destructive tool, R56).
func ApprovalOnceOnly(summary string) string {
	return render("approval_once_only", map[string]string{"Summary": summary})
}

// upperFirst upper-cases the first letter, whatever its length in bytes.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// PlanItem is one step of a plan as replies show it.
type PlanItem struct {
	Action, Agent, Status string
	Skipped               bool
}

// PlanProposal shows a plan and asks for its approval (R26).
func PlanProposal(items []PlanItem) string { return render("plan_proposal", items) }

// PlanWaiting shows the plan again after a side question asked at its
// prompt was answered.
func PlanWaiting(items []PlanItem) string { return render("plan_waiting", items) }

// PlanDone sums up a finished plan.
// A plan with a step that found nothing is not "all done": it is said
// to be over, with that step marked (notes 39/24).
func PlanDone(items []PlanItem) string {
	for _, it := range items {
		if it.Status == "failed" {
			return render("plan_over", items)
		}
	}
	return render("plan_done", items)
}

// PlanStopped says what did and did not happen when a plan ends early.
func PlanStopped(items []PlanItem) string { return render("plan_stopped", items) }

// StraySecret answers a value of a secret's shape typed where nothing
// asked for it (a PIN said at no prompt): not kept, and how to sign in.
func StraySecret(label, ask string) string {
	return render("stray_secret", struct{ Label, Ask string }{label, ask})
}

// OnlyEnglishUnderstood answers a message in another language whose task
// could be told from its words: what it seemed to ask, and how to ask it
// in English, in one line.
func OnlyEnglishUnderstood(task, example string) string {
	return render("only_english_understood", map[string]any{"Task": task, "Example": example})
}

// MaskPasted answers the dots a hidden secret is shown as, typed back:
// nothing in them can be used; the secret itself is asked for.
func MaskPasted(label string) string { return render("mask_pasted", label) }

// Newcomer answers an unsure newcomer: what the concierge is and can do,
// and how to ask, with examples.
func Newcomer(m Menu, examples []string) string {
	return render("newcomer", map[string]any{"Menu": m, "Examples": examples})
}

// FinderValueFound closes a detour to find a value the user then found
// themselves ("found it: 29HJ71"): the value goes to the task that takes it.
func FinderValueFound(value, task string) string {
	return render("finder_value_found", map[string]string{"Value": value, "Task": task})
}
