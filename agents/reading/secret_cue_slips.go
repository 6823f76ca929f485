package reading

// Short login words typed with a slip (issue 24 round 9, R53): "logn
// seldo", "lgoin seldo", "sigin ada", "passwrd" at the username question.
// fuzzyAt reads slips of long key words only; a slip of a short one is
// read here as a login word only where it is no English word ("login" is
// one edit from "logic"'s neighbours, never from a word a user means).
// Such a word is a label, never a username nor a password: a login try is
// never spent on it.

// shortLoginWords are the login words a slip of which is read as one.
var shortLoginWords = []string{"login", "logon", "signin", "userid", "username", "pswd", "pword", "passwd", "pincode", "passcode", "password"}

// shortSecretWords are those of shortLoginWords that name the secret.
var shortSecretWords = shortLoginWords[5:]

// LoginCueSlip reports a word one edit (a swap counted as one) from a
// login word that is no English word: "logn", "lgoin", "sigin", "pasword".
func LoginCueSlip(w string) bool { return slipIn(shortLoginWords, w) }

// secretCueSlip reports a slip of a short name of the secret: "pswrd".
func secretCueSlip(w string) bool { return slipIn(shortSecretWords, w) }

func slipIn(list []string, w string) bool {
	low := ASCIILower(w)
	if len(low) < 4 || EnglishWord(low) {
		return false
	}
	for _, k := range list {
		if low == k {
			return false
		}
		if d := len(low) - len(k); d <= 1 && d >= -1 && EditDistance(low, k, 1) <= 1 {
			return true
		}
	}
	return false
}
