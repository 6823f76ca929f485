package concierge

// How "Read as:" shows a turn's commands in the Why panel and the trace
// (split from turn_read.go, which reads them).

import "strings"

// orDocument is a document's kind, "document" when it has none.
func orDocument(kind string) string {
	if kind == "" {
		return "document"
	}
	return kind
}

// turnCommands is the list as "Read as:" shows it; a lone command's own
// explanation follows it.
func turnCommands(cs []turnCmd) string {
	cs = shownCommands(cs)
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	s := strings.Join(parts, "; ")
	if len(cs) == 1 && cs[0].why != "" {
		s += " — " + cs[0].why
	}
	return s
}

// shownCommands are the commands "Read as:" shows: all but the routing.
func shownCommands(cs []turnCmd) []turnCmd {
	var out []turnCmd
	for _, c := range cs {
		if !c.quiet {
			out = append(out, c)
		}
	}
	return out
}
