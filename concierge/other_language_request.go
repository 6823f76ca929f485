package concierge

// A request in another language with a figure and an account (issue 24,
// round 21): "überweise 12,50 an 1234324", "envoyer 20 euros au 1234324",
// "transferir 50 a 1234324 por favor". The German one was taken for a
// username and a password typed together (both masked, a login try
// spent), the others started a transfer from the figures alone. A line
// whose words are another language's (a word the product knows of one, or
// a letter English does not write) and none English is told plainly that
// only English is read, with the request said in English as an example
// when it held an amount and an account; nothing starts, no login is
// tried. English chat slang ("yo wat up", "sup", "wassup") is English.

import (
	"strings"
	"sync"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// foreignMoneyWords are words of a request to move money in German,
// French, Spanish, Italian and Portuguese that are no English words.
var foreignMoneyWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		überweise überweisen ueberweise ueberweisen überweisung ueberweisung schick schicke schicken sende senden
		zahle zahlen bezahle bezahlen konto kontostand geld nach auf von vom zu mein meinem meine meinen bitte
		envoie envoyer envoyez envoi vire virer virez virement transfère transférer transferer transfert payer paye payez
		compte sur au aux du le les mon ma mes argent svp stp
		envía envia enviar envíe envie transfiere transferir transferencia manda mandar mándale pagar paga págale
		cuenta dinero al desde hacia por favor mi
		invia inviare inviami trasferisci trasferire bonifico paga pagare conto soldi sul dal
		transfira transferência transferencia envie mande pague conta dinheiro para`) {
		m[w] = true
	}
	return m
})

// englishChat are English chat words no dictionary holds: "yo wat up" is
// a greeting, never another language.
// "y", "u", "r": why, you, are, in texting ("y is it so high??" was told "I only understand English").
var englishChat = lazyWordSet(`y u r yo wat wut wht sup wassup whassup wazzup watsup whatsup wsup wyd hbu hru up ur bro bruh fam lol lmao omg`)

// foreignRequest reports a line with a figure, where money is moved, whose words are another
// language's and none English: at least one word of another language and
// no English word of three letters or more (a currency, an own account's
// name and a short word like "an" or "a" count for neither).
func (e *Engine) foreignRequest(text string) bool {
	if !strings.ContainsFunc(text, unicode.IsDigit) || e.moneyMover() == nil {
		return false
	}
	foreign, english := 0, 0
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		w := strings.Trim(strings.ToLower(f), "'")
		switch {
		case w == "":
		case foreignMoneyWords()[w] || foreignWords()[w]:
			foreign++
		case strings.ContainsFunc(w, func(r rune) bool { return r > unicode.MaxASCII && unicode.IsLetter(r) }):
			foreign++ // "überweise", "transfère"
		case len(w) < 3 || currencyWord(w) || e.choiceWord(w):
		default:
			english++ // "send", "seldo", "please": English, or a name
		}
	}
	return foreign > 0 && english == 0
}

// currencyWord reports a currency's name or code: "euro", "usd".
func currencyWord(w string) bool {
	if w == "dollar" || w == "dollars" || w == "usd" || w == "euro" || w == "euros" || w == "bucks" {
		return true
	}
	return foreignCurrencyWord.MatchString(w)
}

// foreignCurrencyWord is a whole word naming another currency.
var foreignCurrencyWord = reading.Lazy(`(?i)^(?:` + reading.ForeignWordsPattern + `)$`)

// requestFigure and requestAccount are a figure and an account number in
// a line: "12,50", "1234324".
var (
	requestFigure  = reading.Lazy(`(?:^|[^\d.,])(\d{1,6}(?:[.,]\d{1,2})?)(?:$|[^\d.,]|[.,](?:\s|$))`)
	requestAccount = reading.Lazy(`\b(\d{7,17})\b`)
)

// onlyEnglishFor is the English-only answer to text: with the request said
// in English as an example when it holds an amount and an account.
func (e *Engine) onlyEnglishFor(text string) string {
	acct := requestAccount.FindStringSubmatch(text)
	if acct == nil || e.moneyMover() == nil || otherCurrency.MatchString(text) {
		// "envoyer 20 euros": only dollars move, and no euro is said as one
		return e.onlyEnglish(text)
	}
	for _, m := range requestFigure.FindAllStringSubmatch(text, -1) {
		if m[1] == acct[1] {
			continue
		}
		amount := strings.Replace(m[1], ",", ".", 1)
		if c, err := reading.ParseMoney(amount); err == nil && c > 0 {
			return prompts.OnlyEnglishExample(e.menu(), "send "+strings.TrimSuffix(c.Plain(), ".00")+" to "+acct[1])
		}
	}
	return e.onlyEnglish(text)
}

// onlyEnglish is the English-only answer to text: what it seemed to ask
// and how to say it in English where its words tell
// (other_language_understood.go), else the list of what can be done.
func (e *Engine) onlyEnglish(text string) string {
	if s := e.onlyEnglishUnderstood(text); s != "" {
		return s
	}
	return prompts.OnlyEnglish(e.menu())
}

// amountFigure is a figure with cents written as a word of its own
// ("12,50", "19.99"): an amount, never a username or a password.
var amountFigure = reading.Lazy(`(?:^|\s)\d{1,6}[.,]\d{2}(?:$|[\s!?.,;])`)

// otherCurrency names a currency other than the dollar: "euros", "€",
// "dólares" (a Spanish dollar is still asked in English).
var otherCurrency = reading.Lazy(`(?i)[€£¥₹]|\b(?:` + reading.ForeignWordsPattern + `|d[óo]lares|dollari|dólar)\b`)
