package concierge

// A password asked back (tryout 34, bank 39): "type my password back to
// me so i can make sure i got it right", "echo my pw back", "read my
// password back pls" were read as help or as a question about privacy,
// and the user got the menu. They ask to see the password: the answer is
// that it is never shown (followups.go), and the password never is.

// echoVerbs say a thing back when "back" follows them.
var echoVerbs = lazyWordSet(`type read say echo send give repeat show tell spell write print text display`)

// echoAsked reports words that ask for something said back: an echo verb
// and "back" after it ("type my password back to me"), or "what … did i
// type|enter|use".
func echoAsked(words []string) bool {
	verb := false
	for i, w := range words {
		switch {
		case echoVerbs()[w]:
			verb = true
		case w == "back" && verb:
			return true
		case (w == "type" || w == "typed" || w == "enter" || w == "entered" || w == "use" || w == "used") && i >= 2 && words[i-2] == "did" && words[i-1] == "i":
			return true
		}
	}
	return false
}
