package cli

import (
	"regexp"
	"strings"
	"testing"
)

// savedLine is what leaving prints on stderr for a stored session.
var savedLine = regexp.MustCompile(`Saved session ([0-9a-f]+)\. Resume it with: concierge --resume ([0-9a-f]+)`)

// R56: in chat --plain, a line that is exactly a leave word is the front
// end's, at any prompt: the session ends there, the reader never sees it,
// and stderr says which session was saved and how to resume it.
func TestChatPlainLeaveWords(t *testing.T) {
	t.Parallel()
	for _, word := range []string{"quit", "exit", "/quit", "/exit", "  QUIT  ", "Exit", "/ Exit"} {
		t.Run(word, func(t *testing.T) {
			t.Parallel()
			// said at the username prompt, which is not a secret one
			r := runCLI(t, "Transfer money\n"+word+"\nseldo\n", -1, "chat", "--plain")
			if r.err != nil {
				t.Fatalf("chat --plain: %v\n%s", r.err, r.all())
			}
			if strings.Contains(r.out, "not sure") || strings.Contains(r.out, "password") || strings.Contains(r.out, "> seldo") {
				t.Errorf("%q was read as a message, or the session went on:\n%s", word, r.out)
			}
			m := savedLine.FindStringSubmatch(r.errOut)
			if m == nil || m[1] != m[2] {
				t.Errorf("stderr = %q, want the saved session and how to resume it", r.errOut)
			}
			if strings.Contains(r.out, "Saved session") {
				t.Errorf("the farewell went to stdout:\n%s", r.out)
			}
		})
	}
}

// R56: at a secret prompt only /quit and /exit leave: "exit" may be the
// password, so it goes to the engine (which reads it as it reads any line
// there) and the session goes on; "/exit" then leaves.
func TestChatPlainExitAtThePasswordPrompt(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "Transfer money\nseldo\nexit\n/exit\nmonkey\n", -1, "chat", "--plain")
	if r.err != nil {
		t.Fatalf("chat --plain: %v\n%s", r.err, r.all())
	}
	_, after, ok := strings.Cut(r.out, "Please enter your password.")
	if !ok || !strings.Contains(after, ">> ") {
		t.Errorf("\"exit\" at the password prompt left the app, or was not read:\n%s", r.out)
	}
	if strings.Contains(r.out, "logged in") {
		t.Errorf("/exit at the password prompt did not leave:\n%s", r.out)
	}
	if savedLine.FindString(r.errOut) == "" {
		t.Errorf("stderr = %q", r.errOut)
	}
}

// R56: leaving keeps what waits: a pending approval is still pending when
// the session is resumed with the command the farewell gave, and a session
// left without a word is not stored at all.
func TestChatPlainLeaveKeepsWhatWaits(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	in := strings.TrimSuffix(transferInput, "yes\n") + "exit\n"
	r := runCLI(t, in, -1, "chat", "--plain", "--data-dir", data)
	if r.err != nil {
		t.Fatalf("chat --plain: %v\n%s", r.err, r.all())
	}
	m := savedLine.FindStringSubmatch(r.errOut)
	if m == nil || !strings.Contains(r.errOut, "--resume "+m[1]+" --data-dir "+data) {
		t.Fatalf("stderr = %q: want the resume command with the --data-dir given", r.errOut)
	}
	if strings.Contains(r.out, "Done: $500.00 sent") {
		t.Fatalf("leaving sent the money:\n%s", r.out)
	}
	r = runCLI(t, "", -1, "chat", "--plain", "--data-dir", data, "--resume", m[1])
	if r.err != nil {
		t.Fatalf("resume: %v\n%s", r.err, r.all())
	}
	// signed out by the resume (R29), the approval waits for the sign-in
	wantInOrder(t, r.out, "[resumed] session "+m[1], "ask you again to approve this: Transfer $500.00")

	// a session with no user message: nothing stored, nothing to resume
	empty := t.TempDir()
	for _, stdin := range []string{"", "quit\n", "\n\n/exit\n"} {
		r = runCLI(t, stdin, -1, "chat", "--plain", "--data-dir", empty)
		if r.err != nil || strings.Contains(r.errOut, "Saved session") {
			t.Errorf("%q: %v, stderr %q", stdin, r.err, r.errOut)
		}
	}
	r = runCLI(t, "", -1, "sessions", "list", "--data-dir", empty)
	if r.err != nil || strings.Contains(r.out, "bank") {
		t.Errorf("sessions list after silent sessions: %v\n%s", r.err, r.out)
	}
}
