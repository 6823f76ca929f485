package prompts

import "strings"

// NumberGiven answers "is that the right account?" at an approval when the
// money goes to a number that is none of the user's accounts: it is the
// number the user gave, it is not theirs (accounts lists theirs; empty
// when nobody is signed in), and nothing here can check it — so the user
// checks it before the yes (R41), rather than hearing a bare "No".
func NumberGiven(number, accounts string) string {
	return render("number_given", map[string]string{"Number": number, "Accounts": accounts})
}

// SourceHeld answers "is it coming out of the right one?" at an approval:
// the account the money leaves (id may be empty) and how to take it from
// the other one (other may be empty), said back unchanged.
func SourceHeld(held, id, other string) string {
	return render("source_held", map[string]string{"Held": held, "ID": id, "Other": other, "OtherLower": strings.ToLower(other)})
}
