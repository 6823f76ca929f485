// Command concierge is a terminal chat in which a team of agents serves one
// user. This package is wiring only: the loop lives in package concierge.
package main

import (
	"errors"
	"fmt"
	"os"
)

func main() {
	cmd := newRootCmd(stdIO())
	if err := cmd.Execute(); err != nil {
		var ec *exitError
		if errors.As(err, &ec) {
			if ec.msg != "" {
				fmt.Fprintln(os.Stderr, "concierge: "+ec.msg)
			}
			os.Exit(ec.code)
		}
		// cobra's own errors: unknown flags, commands, argument counts
		fmt.Fprintln(os.Stderr, "concierge: "+err.Error())
		fmt.Fprintln(os.Stderr, "Run 'concierge --help' for usage.")
		os.Exit(2)
	}
}

// exitError carries an exit code; msg "" means the output already said why.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }
