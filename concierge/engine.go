// Package concierge is the loop: the concierge's welcome, the orchestrator,
// prerequisites pushed on the task stack, the result envelope, digressions,
// the continuation step, guardrails, budgets, secrets, approvals and
// cancellation — plus the scenario files that replay conversations.
//
// It is a plain Go API. The TUI, the plain REPL, replay and the tests all
// drive the same Engine: Send, Approve, Reject, and the event stream.
package concierge

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// MaxInput is the longest message the engine takes. A longer paste is
// refused with a clear error and nothing is stored, so the front end can
// keep the text for the user to trim (R25).
const MaxInput = 32 * 1024

var (
	// ErrEmpty is returned for an empty or whitespace-only message.
	ErrEmpty = errors.New("type a message first")
	// ErrTooLong is returned for a message over MaxInput bytes.
	ErrTooLong = fmt.Errorf("that message is longer than %d KB; please shorten it", MaxInput/1024)
	// ErrNotText is returned for a secret that is not valid UTF-8.
	ErrNotText = errors.New("that has bytes that are not text; please type it again")
	// ErrNoApproval is returned by Approve and Reject when nothing waits.
	ErrNoApproval = errors.New("nothing is waiting for approval")
	// ErrReadOnly is returned by Send, Approve and Reject on a read-only view.
	ErrReadOnly = errors.New("this session is open in another concierge and shown read-only here; resume it with --fork to go on in a new session")
)

// Config wires an Engine. Only Domain is required.
type Config struct {
	Domain *agents.Domain
	// Brain reads messages; nil means the offline one.
	Brain agents.Brain
	// Session to continue; nil starts a new one.
	Session *state.Session
	// Sink receives every event, in order, on the caller's goroutine.
	Sink func(Event)
	// Clock and NewID are injected so tests are deterministic.
	Clock func() time.Time
	NewID func() string
	// Budgets bound each turn (R9); zero fields take the defaults.
	Budgets Budgets
	// ClassifyEveryMessage sends every message through the orchestrator
	// first (seed 000) instead of straight to the current speaker (R2).
	ClassifyEveryMessage bool
	// Store keeps the session as it goes (R22); nil stores nothing.
	Store SessionStore
	// Ledger holds the domain back ends' own data (the bank's balances and
	// lockouts), outside every session's rollback (R42); nil means a ledger
	// in memory, for this engine only.
	Ledger state.Ledger
	// Typed keeps the secrets typed so far as salted hashes, so that a
	// password that comes back in a later line (a reject reason, a
	// correction, a paste) is masked too (R29). Share one between the
	// sessions of a process (a new session in the same window is the same
	// user at the same keyboard); nil means one for this engine.
	Typed *reading.SecretMemory
	// ReadOnly makes the session a view: Send, Approve and Reject refuse
	// (a session open in another process, R43).
	ReadOnly bool
	// Recovered is what rebuilding a stored Session found (Recover): the
	// last record written, and a turn a crash cut short.
	Recovered *Restored
}

// Engine runs one session. Its methods are safe to call from several
// goroutines; turns run one at a time.
type Engine struct {
	mu      sync.Mutex
	domain  *agents.Domain
	brain   agents.Brain
	sess    *state.Session
	sink    func(Event)
	clock   func() time.Time
	budgets Budgets
	classic bool
	// signInDroppedAt is the number of messages when the user last
	// dropped the sign-in ("never mind" at its question): the next word
	// alone is then not read as a username (signin_lone.go)
	signInDroppedAt int
	// cancelled is what the user's last cancel dropped, kept so that
	// "actually yes, do it" right after it brings it back (cancel_undone.go)
	cancelled *cancelledWork

	store     SessionStore
	sv        saver
	ledger    state.Ledger
	recovered *Restored // said once, by Start
	resumed   bool      // the session came from the store
	signedOut bool      // resuming signed the user out
	// cautionDue: a message had a scam's or a blackmailer's shape and its approval is not cautioned yet: the caution (caution.go)
	cautionDue string
	// wasSignedIn holds the facts the resume signed out, as they were, to
	// tell a task waiting for that sign-in from one waiting for other
	// reasons (R55)
	wasSignedIn map[string]string
	// hide holds the values a turn keeps out of everything it shows or
	// stores (a username and password typed as a pair, R55); nil between
	// such turns
	hide *reading.SecretMemory
	// hideSignedIn is what hide still hides once the pair signed in: the
	// password only, since the name that signed in is the username
	// ("You're logged in as seldo.")
	hideSignedIn *reading.SecretMemory
	// failedPairPass is the password of a pair typed together whose
	// sign-in was just refused: typed again at the username question it
	// is masked (secret_late.go)
	failedPairPass string
	ownHeld        *heldOwn // own name and secret said at another's sign-in, for the next message only (notes32_own_secret.go)
	// labelAtSecret is a login label typed alone at the secret prompt
	// just before, not tried (secret_label_typed.go): typed again, it is
	labelAtSecret string
	readOnly      bool
	typed         *reading.SecretMemory
	router        *offline.Router // the domain's words, for rules that need them
	logs          serverLogs      // tool servers' lines waiting for the trace
	vocab         *offline.Vocabulary
	reader        *understand.Reader // nil when the domain's reader could not be built
	model         modelReads         // start_tasks read and not yet started (R52)
	heldNotes     *[]state.Note      // notes of a route that may yet be overruled (own_money_route.go)

	misread func(text string) understand.Reading // tests only: a wrong reading of the turn (plan_password_code_test.go)
}

// New builds an engine. It sends nothing until Start.
func New(cfg Config) (*Engine, error) {
	if cfg.Domain == nil {
		return nil, errors.New("concierge: no domain")
	}
	if err := cfg.Domain.Validate(); err != nil {
		return nil, err
	}
	e := &Engine{
		domain:   cfg.Domain,
		brain:    cfg.Brain,
		sess:     cfg.Session,
		sink:     cfg.Sink,
		clock:    cfg.Clock,
		budgets:  cfg.Budgets.orDefault(),
		classic:  cfg.ClassifyEveryMessage,
		store:    cfg.Store,
		ledger:   cfg.Ledger,
		readOnly: cfg.ReadOnly,
		typed:    cfg.Typed,
		sv:       saver{store: cfg.Store},
	}
	if e.ledger == nil {
		e.ledger = state.NewMemoryLedger()
	}
	if e.typed == nil {
		e.typed = &reading.SecretMemory{}
	}
	if b, ok := cfg.Brain.(*offline.Brain); ok {
		e.router = b.RouterFor(cfg.Domain.Agents) // the same words, built once
	}
	if e.router == nil {
		e.router = offline.NewRouter(cfg.Domain.Agents)
	}
	e.vocab = offline.NewVocabulary(cfg.Domain)
	e.reader = newReader(cfg.Domain)
	if e.brain == nil {
		e.brain = offline.New(cfg.Domain)
	}
	if e.clock == nil {
		e.clock = time.Now
	}
	if e.sink == nil {
		e.sink = func(Event) {}
	}
	if e.sess == nil {
		newID := cfg.NewID
		if newID == nil {
			newID = randomID
		}
		e.sess = state.New(newID(), cfg.Domain.Name, e.clock())
	} else if e.sess.Domain != "" && e.sess.Domain != cfg.Domain.Name {
		return nil, fmt.Errorf("session %s belongs to the %s domain, not %s", e.sess.ID, e.sess.Domain, cfg.Domain.Name)
	}
	for k, v := range cfg.Domain.Facts {
		if _, ok := e.sess.Facts[k]; !ok {
			e.sess.Facts[k] = v
		}
	}
	if cfg.Session != nil {
		// an authentication is never resumed: the user signs in again (R29)
		for k, v := range cfg.Domain.SignedOut {
			if e.sess.Facts[k] != v {
				if e.wasSignedIn == nil {
					e.wasSignedIn = map[string]string{}
				}
				e.wasSignedIn[k] = e.sess.Facts[k]
				e.sess.Facts[k] = v
				e.signedOut = true
			}
		}
	}
	if cfg.Session != nil {
		e.sv.created, e.resumed = true, true
		if r := cfg.Recovered; r != nil {
			e.sv.lastSeq, e.recovered = r.LastSeq, r
		}
	} else if e.store != nil {
		// a new session is stored from its first user message on: one the
		// user leaves without a word is not kept (R56). Its records wait
		// in memory until then, and flush creates it as it is now, the
		// events queued meanwhile coming after this
		e.sv.initial, e.sv.waiting = e.sess.Clone(), true
	}
	return e, nil
}

// Start opens a new session with the concierge's welcome (R1), built from
// the agents' metadata without any model call. A resumed session already
// has its messages and gets nothing.
func (e *Engine) Start() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.sess.Messages) == 0 {
		e.reply(agents.ConciergeName, e.welcome())
		e.status()
		e.saveState()
	}
	if r := e.recovered; r != nil {
		e.recovered = nil
		if r.Interrupted != "" {
			e.markRecovered()
		}
		e.sayRecovered(r)
		// the recovery marker closes a cut-short turn, and the state
		// record after it holds what of it stands: a resume writes only
		// its own records, never a full snapshot, whose size grows with
		// the session (R55)
		e.saveState()
	}
	if e.resumed {
		e.resumed = false
		if e.signedOut {
			e.note(state.NoteInfo, "Resumed signed out: sign in again to go on with anything that needs it")
			if e.signInFirst() {
				return // the sign-in asked is what waits now
			}
		}
		e.restated() // what waits (an approval, a secret, a plan) is shown again
	}
}

// Send runs one user message through the loop. It returns ErrEmpty or
// ErrTooLong without touching the session; ctx cancellation ends the turn
// with the state as it was before it, plus the message (R12).
func (e *Engine) Send(ctx context.Context, text string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.readOnly {
		return ErrReadOnly
	}
	if len(text) > MaxInput {
		return ErrTooLong
	}
	if ok, err := e.ownSecretTurns(ctx, text); ok {
		return err // "i'm ada 1815 but i want grace's notes" at grace's PIN, "ok mine then" after (notes32_own_secret.go)
	}
	if ok, err := e.signInTalkTurn(ctx, text); ok {
		return err // "oops thats my pw lol", "i forgot my username" (secret_said_after.go, signin_forgot.go)
	}
	if ok, err := e.recalledSecretTurn(ctx, text); ok {
		return err // "what is password? i forget... ah yes monkey" (secret_recalled_secharm15.go)
	}
	if ok, err := e.restatedSecretTurn(ctx, text); ok {
		return err // "sign me in please" at the password prompt: still on, no try (restated_question.go)
	}
	// "never mind" and "what can you do?" still work at a password prompt:
	// a user who changes their mind must not burn a login try on it
	if secret := e.sess.Pending.Secret; secret != nil && e.promptCancelAbove(text, 0.9) && !e.namesSecret(secret, text) {
		// "nvm forget it" at the PIN prompt: a cancel, not talk about a
		// forgotten PIN (which names it: "I forgot my PIN")
		return e.messageTurn(ctx, strings.TrimSpace(Sanitize(text)))
	}
	if secret := e.sess.Pending.Secret; secret != nil && (e.cancelInLine(text) || e.harmAtSecret(text) || declinesLogin(text)) {
		// "I can't recall it, never mind": a cancel anywhere spends no try;
		// "what's my neighbours password" is refused, never tried (secret_harm.go);
		// "i dont wanna log in now, whats msft at" drops it (login_declined.go)
		return e.messageTurn(ctx, strings.TrimSpace(Sanitize(text)))
	}
	if secret := e.sess.Pending.Secret; secret != nil && !isCancel(text) && !isHelp(text) && !isLogout(text) && (e.requestAtSecret(secret, text) || e.aboutTheSecret(secret, text)) {
		// "I forgot my password" is talk about it, not a try (R28); "balance?" a request (secret_request_at_prompt.go)
		return e.secretTalkOrRequest(ctx, secret, text)
	}
	if secret := e.sess.Pending.Secret; secret != nil && !e.takesBackOther(secret, text) && e.promptCancel(text) {
		// "on second thought, leave it" at the password prompt: a cancel,
		// never a login try (R53)
		return e.messageTurn(ctx, strings.TrimSpace(Sanitize(text)))
	}
	if secret := e.sess.Pending.Secret; secret != nil && !isCancel(text) && !isHelp(text) && !isLogout(text) {
		if ok, err := e.secretAmongOthersTurn(ctx, secret, text); ok {
			return err // "pin 1815 and my card is 4111…" (secret_among_others.go)
		}
		if user, name, v, ok := e.knownPairAtSecret(secret, text); ok {
			// "lemme login real quick seldo monkey": the known username
			// and the word after it (secret_known_pair.go)
			return e.secretTurn(ctx, secret, v, e.takePairAtSecret(secret, user, name, v)...)
		}
		if user, name, v, ok := e.pairAtSecret(secret, text); ok {
			// "user seldo pw monkey" at the password prompt: both, tried
			// together (secret_with_user.go)
			return e.secretTurn(ctx, secret, v, e.takePairAtSecret(secret, user, name, v)...)
		}
		if aside := e.secretAside(secret, text); aside != nil {
			// "no", "wrong username", "I meant ada", "checking": an answer
			// to something else, never a password try (R28, R29)
			return e.asideTurn(ctx, text, aside)
		}
	}
	if secret := e.sess.Pending.Secret; secret != nil && !isCancel(text) && !isHelp(text) && !isLogout(text) {
		if masked, ok := e.notTheSecret(secret, text); ok {
			// "yes", "no that's too much, make it 70", "change the title":
			// an answer to something else, never a try (secret_not_taken.go)
			return e.notTakenTurn(ctx, secret, text, masked)
		}
	}
	if secret := e.sess.Pending.Secret; secret != nil && !isCancel(text) && !isHelp(text) && !isLogout(text) {
		if ok, err := e.labelAtSecretTurn(ctx, secret, text); ok {
			return err // "pasword" alone: a label, never a try (secret_label_typed.go)
		}
	}
	if secret := e.sess.Pending.Secret; secret != nil && !isCancel(text) && !isHelp(text) && !isLogout(text) {
		// a secret is taken exactly as typed, minus the line ending, and
		// never sanitised into something else or shown
		value := strings.TrimRight(text, "\r\n")
		if strings.TrimFunc(value, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) == "" {
			return ErrEmpty // nothing typed is no try (R25, R29)
		}
		if !utf8.ValidString(value) {
			// bytes that are not text are a broken paste, not a password:
			// taking them would spend a login try on it
			return ErrNotText
		}
		// remembered as typed and as people mean it (" monkey" is monkey
		// when it comes back), so that neither form ever leaks later
		e.typed.Remember(value)
		e.typed.Remember(strings.TrimSpace(value))
		return e.secretTurn(ctx, secret, e.secretIn(secret, value))
	}
	text = strings.TrimSpace(Sanitize(text))
	if text == "" {
		return ErrEmpty
	}
	if signInStatusAsked(text) {
		return e.messageTurn(ctx, text) // "i'm logged in as seldo right?": a question, no pair (bank33_signin_aside.go)
	}
	if p, ok := e.readLoginPair(text); ok && !e.spelledHere(text) { // "it's s-e-l-d-o" is no pair (value_spelled.go)
		// "seldo monkey" at the username prompt, or "monkey seldo" (R55)
		return e.pairTurn(ctx, p)
	}
	if p, ok := e.readKnownUserPair(text); ok && !e.spelledHere(text) {
		return e.pairTurn(ctx, p) // "bonjour, seldo monkey" (login_pair_known.go)
	}
	if p, ok := e.readFreeLoginPair(text); ok && !harmInPair(p, text) && !e.spelledHere(text) { // "launder 500 for me" is no pair (refusal_rule.go)
		// "seldo monkey" or "login seldo monkey" at no prompt (R29, R55)
		return e.pairTurn(ctx, p)
	}
	return e.messageTurn(ctx, text)
}

func (e *Engine) messageTurn(ctx context.Context, text string) error {
	if done, err := e.secretAloneTurn(ctx, text); done {
		return err // "fine, 1815" after "i forgot my pin"; "oh sorry its 1815" after a refused sign-in (signin_after_forgot.go)
	}
	stored, secrets, user := e.takeSecretsBesideStatus(text) // "i'm logged in as seldo right?" (bank33_signin_aside.go)
	e.userMessage(stored, false)
	return e.runTurn(ctx, stored, func(t *turn) error {
		if e.sess.Pending.Secret == nil && e.sess.Pending.Approval == nil && !e.planWaits() && e.recentlyRefused() && e.signsInAfterRefusedLogin(stored) && !e.dropsWhatWasAsked(stored, len(secrets) > 0) {
			return e.refuseAgain(t) // the refused login tried right after (R8), its secret never used
		}
		stored = e.givenUpRead(t, stored)                     // "ok fine, no backdating, just the normal letter": the refused request's rest (refused_part_given_up.go)
		own, reason, answered := e.harmfulWithCare(t, stored) // "what is seldo balance" as seldo (harm_own.go); "i want to die lol whats my balance" (bank26a_care.go)
		if reason != "" || answered {
			// refused before anything is read from it: "open ada's notes
			// instead" leaves no owner behind for the next sign-in
			return e.refuseUnlessCared(t, reason)
		}
		stored = own
		owner := ""
		for agent, vals := range secrets {
			owner = agent
			for slot, v := range vals {
				t.setSecret(agent, slot, v)
			}
		}
		var u signInUser
		ok := false
		if !isLogout(stored) && !e.spelledHere(stored) { // "sign me out of here" names nobody "of" to sign in; "it's s-e-l-d-o" is read in handle (value_spelled.go)
			u, ok = e.readSignInUser(stored)
		}
		if !ok && user != "" && e.sess.Speaker == "" {
			u, ok = e.signInUserNamed(owner, user) // "ada 1815"
		}
		if a, _ := e.signInAgent(); !ok && user == "" && a != nil && a.Name == owner && e.readSignInUserAllowed() {
			u, ok = e.ownerAmong(stored) // "unlock my notes, ada, pin ••••••"
		}
		if ok && (user == "" || strings.EqualFold(user, u.value)) && e.takeSignInUser(u, stored) {
			// "log me in ada", "I'm ada and pw is ••••••": the sign-in
			// itself, with the username said in words
			if e.sess.Speaker == u.agent.Name {
				return e.run(t, advanceStep(u.agent))
			}
			return e.run(t, enterStep(u.agent, "", false))
		}
		if s, carried := e.carriedSignIn(t, u, ok && (user == "" || strings.EqualFold(user, u.value)), stored); carried {
			return e.run(t, s) // "hola … ada ••••••": the pair in any words (secret_any_language.go)
		}
		rest := e.requestBesideSignIn(stored, user, u, ok) // "ada 1815 jot down …": the request alone (signin_pair_request.go)
		if a := e.domain.Agent(owner); a != nil && user != "" && rest == "log in as "+user && e.sess.Speaker == a.Name {
			// "ada 1815" at the name prompt: the name goes to the slot the
			// pair filled, whatever the agent calls it, as typed
			if h := agents.SecretHintsFor(a, ""); h.User != nil {
				if v, err := h.User.Normalize(user, agents.Facts(e.sess.Facts)); err == nil {
					e.sess.WorkFor(a.Name).Slots[h.User.Name] = v
					rest = ""
				}
			}
		}
		if a := e.domain.Agent(owner); a != nil && rest == "" {
			// the message was the secret and nothing else ("monkey is my
			// password"): its agent takes it as it would at its prompt
			label := "password"
			for slot := range secrets[owner] {
				if s := a.Slot(slot); s != nil {
					label = s.LabelOrName() // "PIN"
				}
			}
			e.note(state.NoteProgress, "The user provided the "+label)
			if e.sess.Speaker == a.Name {
				if s := a.NextSlot(e.filled(t, a)); s != nil && s.Kind != agents.KindSecret {
					// a secret lives for one message only: said plainly, so
					// the second time it is asked is no surprise
					t.say(prompts.SecretNotKept(s.LabelOrName()))
				}
				return e.run(t, advanceStep(a))
			}
			if e.sess.Speaker == "" && e.sess.Pending.Approval == nil && (!e.planWaits() || e.planSignsIn(a)) {
				return e.run(t, e.signInForPlan(a))
			}
			rest = stored
		}
		return e.run(t, e.afterSecretCut(t, stored, rest, user)) // "is my password ••••••?" answered, or "I left out what looked like a password" (secret_confirm.go)
	})
}
