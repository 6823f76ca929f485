package cli

import (
	"io"
	"os"

	"golang.org/x/term"
)

// ioStreams are the command's standard streams, swapped for buffers in tests.
type ioStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// InFd is stdin's descriptor when it is a terminal, -1 otherwise.
	InFd int
	// Getenv reads the environment; tests give an empty one.
	Getenv func(string) string
}

func stdIO() ioStreams {
	fd := int(os.Stdin.Fd())
	if !term.IsTerminal(fd) {
		fd = -1
	}
	return ioStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, InFd: fd, Getenv: os.Getenv}
}

func (s ioStreams) interactive() bool { return s.InFd >= 0 }

func (s ioStreams) env(key string) string {
	if s.Getenv == nil {
		return ""
	}
	return s.Getenv(key)
}
