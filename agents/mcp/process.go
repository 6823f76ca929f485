package mcp

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A stdio server is a process of its own, in a process group of its own
// (unix), so that stopping it stops whatever it started. Its stdin and
// stdout are pipes this package owns (not exec's copying goroutines), so
// that the process's exit, the end of its output and the end of the
// session are three separate things this file can wait for.

// stderrTail is how many of a server's last stderr lines a message quotes.
const stderrTail = 8

// maxLogLine clips one stderr line or log notification.
const maxLogLine = 2000

// process is one running stdio server.
type process struct {
	cmd    *exec.Cmd
	stdin  *os.File     // our end: the server's input
	stdout *os.File     // our end: the server's output
	out    *stdoutWatch // stdout as the SDK reads it: bounded, watched
	mask   masker       // the server's secrets, out of its stderr lines
	pgid   int          // its process group (unix), 0 elsewhere

	exited  chan struct{} // closed when the server itself has exited
	waitErr error         // its exit status, once exited
	stderr  chan struct{} // closed when its stderr reached EOF

	mu   sync.Mutex
	tail []string // the last stderrTail lines of its stderr

	stopOnce sync.Once
}

// serverEnv is the environment a server gets: the defaults every MCP SDK
// passes (defaultEnvKeys, from concierge's environment, when set) and the
// spec's own env over them — nothing else (R36).
func serverEnv(extra map[string]string) []string {
	env := map[string]string{}
	for _, k := range defaultEnvKeys {
		if v, ok := os.LookupEnv(k); ok {
			env[k] = v
		}
	}
	for k, v := range extra {
		env[k] = v
	}
	out := make([]string, 0, len(env))
	for k, v := range env {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

// launch starts spec's command; onLine gets each stderr line, with the
// secrets of mask masked.
func launch(spec ServerSpec, mask masker, onLine func(string)) (*process, error) {
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			_ = f.Close()
		}
	}
	pipe := func() (r, w *os.File, err error) {
		r, w, err = os.Pipe()
		if err == nil {
			files = append(files, r, w)
		}
		return r, w, err
	}
	inR, inW, err := pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := pipe()
	if err != nil {
		closeAll()
		return nil, err
	}
	errR, errW, err := pipe()
	if err != nil {
		closeAll()
		return nil, err
	}
	cmd := exec.Command(spec.Command, spec.Args...)
	cmd.Dir = spec.Dir
	cmd.Env = serverEnv(spec.Env)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	ownGroup(cmd)
	if err := cmd.Start(); err != nil {
		closeAll()
		return nil, err
	}
	// the child has its ends; ours are the other three
	_, _, _ = inR.Close(), outW.Close(), errW.Close()
	p := &process{cmd: cmd, stdin: inW, stdout: outR, pgid: groupOf(cmd), mask: mask,
		exited: make(chan struct{}), stderr: make(chan struct{})}
	p.out = &stdoutWatch{r: outR}
	go p.readStderr(errR, onLine)
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
		// Whatever is left of its group goes with it; then its output
		// ends, and so does the session, even if a grandchild that left
		// the group holds the pipe open (what the server wrote before it
		// died has been read by then).
		terminate(p, termGrace)
		time.Sleep(500 * time.Millisecond)
		_ = p.stdout.Close()
	}()
	return p, nil
}

// readStderr keeps the tail of the server's stderr and hands each line on.
func (p *process) readStderr(r *os.File, onLine func(string)) {
	defer close(p.stderr)
	defer r.Close()
	br := bufio.NewReaderSize(r, 4096)
	var line []byte
	for {
		chunk, isPrefix, err := br.ReadLine()
		if len(line) < maxLogLine {
			line = append(line, chunk[:min(len(chunk), maxLogLine-len(line))]...)
		}
		if err != nil {
			if len(line) > 0 {
				p.addLine(string(line), onLine)
			}
			return
		}
		if !isPrefix {
			p.addLine(string(line), onLine)
			line = line[:0]
		}
	}
}

func (p *process) addLine(s string, onLine func(string)) {
	s = p.mask.mask(strings.TrimRight(s, "\r"))
	p.mu.Lock()
	p.tail = append(p.tail, s)
	if len(p.tail) > stderrTail {
		p.tail = p.tail[len(p.tail)-stderrTail:]
	}
	p.mu.Unlock()
	if onLine != nil {
		onLine(s)
	}
}

// stderrTail returns the last lines of the server's stderr, after waiting
// a little for what it wrote last to be read.
func (p *process) stderrLines(wait time.Duration) []string {
	select {
	case <-p.stderr:
	case <-time.After(wait):
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.tail...)
}

// hasExited reports whether the server has exited, waiting up to d.
func (p *process) hasExited(d time.Duration) bool {
	if d <= 0 {
		select {
		case <-p.exited:
			return true
		default:
			return false
		}
	}
	select {
	case <-p.exited:
		return true
	case <-time.After(d):
		return false
	}
}

// exitText says how the server ended: "exit status 1", "signal: killed".
func (p *process) exitText() string {
	if !p.hasExited(0) {
		return ""
	}
	if p.waitErr == nil {
		return "exit status 0"
	}
	var ee *exec.ExitError
	if errors.As(p.waitErr, &ee) {
		return ee.ProcessState.String()
	}
	return p.waitErr.Error()
}

// Grace periods of stop: the server first gets EOF on its input (the MCP
// way to ask a stdio server to leave), then SIGTERM, then SIGKILL.
var (
	eofGrace  = 300 * time.Millisecond
	termGrace = time.Second
)

// stop ends the server and everything in its process group; it returns
// when they are gone (or, on a platform without groups, the server is).
func (p *process) stop() {
	p.stopOnce.Do(func() {
		_ = p.stdin.Close()
		p.hasExited(eofGrace)
		terminate(p, termGrace)
		<-p.exited
		_ = p.stdout.Close()
	})
}

// commandLine is spec's command as a person would type it, as the
// domain file writes it: never with the values of its ${VAR}s (R55).
func commandLine(spec ServerSpec) string {
	command, args, u := spec.Command, spec.Args, spec.URL
	if w := spec.Written; w.Command != "" || w.URL != "" {
		command, args, u = w.Command, w.Args, w.URL
	}
	if command == "" {
		return u
	}
	parts := []string{quoteArg(command)}
	for _, a := range args {
		parts = append(parts, quoteArg(a))
	}
	return strings.Join(parts, " ")
}

// quoteArg quotes an argument a shell would split or misread; ${NAME}
// stays as written, so that a message shows the variable it names.
func quoteArg(s string) string {
	if s == "" || strings.ContainsAny(s, " \t\n\"'\\`") {
		return strconv.Quote(s)
	}
	return s
}
