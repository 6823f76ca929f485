package concierge

// Words at the password prompt that are no password (R53, R55, R29;
// issue 24): a question typed without its "?" ("oh btw what time do
// branches close", "quick question when does the branch open") and a few
// words of another language ("cuenta corriente", "compte épargne") were
// masked and tried as the password, or as a username and a password,
// spending a login try. A line of several ordinary words that asks — a
// question word anywhere, or "btw" before it — reads as a question; a
// line of two words or more of another language's everyday vocabulary,
// one at least no English word, reads as that language. Neither is
// tried: one word alone, or two unknown words at the username prompt,
// still are.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// chatWords are the abbreviations of chat that lead or pad a question:
// "btw", "fyi", "quick q".
var chatWords = lazyWordSet(`btw fyi tbh idk imo iirc q qq quick question also just random unrelated`)

// askLeadIns may stand before a question's first word: "oh", "hey".
var askLeadIns = lazyWordSet(`oh ohh ah hey hi hmm hm um umm uh so ok okay well anyway wait`)

// auxiliaryLeads open a question when they lead the line: "do you know",
// "is the branch open", "can i".
var auxiliaryLeads = lazyWordSet(`do does did can could is are was were will would should may shall`)

// questionLine reports a line of three words or more, every one an
// ordinary word, that asks: a question word anywhere ("oh btw what time do
// branches close"), or an auxiliary leading it after filler ("btw do you
// open on sundays").
func questionLine(text string) bool {
	words := strings.Fields(normalise(text))
	if len(words) < 3 {
		return false
	}
	asks, lead := false, true
	for i, w := range words {
		w = strings.Trim(w, `,.;:!?"'()`)
		switch {
		case questionLeads()[w] || lead && auxiliaryLeads()[w] && !(i+1 < len(words) && words[i+1] == "not"):
			asks = true // not "do not": "sorry i do not have it"
		case lead && (chatWords()[w] || courtesyWords()[w] || askLeadIns()[w]):
			continue // lead stays: "oh btw do you…"
		case secretFiller()[w] || warmWords()[w] || courtesyWords()[w] || chatWords()[w]:
		case !reading.EnglishWord(w) && !reading.InLexicon(w) && !sentenceWords()[w]:
			return false // "hunter2", "zorbo": a passphrase's kind of word
		}
		lead = false
	}
	return asks
}

// foreignEveryday are everyday and banking words of Spanish, French,
// German, Italian and Portuguese, as people type them with or without
// their accents.
var foreignEveryday = lazyWordSet(`
	cuenta cuentas corriente ahorro ahorros saldo quiero ver mi mis por favor hola gracias adios adiós banco dinero
	transferir transferencia tarjeta credito crédito debito débito cheques cual cuál cuanto cuánto tengo mostrar consultar
	iniciar sesion sesión la el los las de del en y que qué ayuda necesito buenos buenas dias días tardes noches
	seguro poliza póliza reclamo usuario contraseña contrasena clave disponible movimientos pagar pago factura acceso entrar
	ahora hoy cuenta tu su es está esta estoy mostrar dame puedes puede
	compte comptes courant épargne epargne solde je veux voir mon ma mes bonjour merci au revoir banque argent virement
	carte aide chèque cheque mot passe utilisateur disponible mouvements payer connexion maintenant aujourd hui est mes
	konto girokonto sparkonto kontostand ich möchte mochte sehen mein meine bitte danke hallo guten tag überweisung
	ueberweisung geld karte hilfe passwort benutzer
	conto corrente risparmio voglio vedere il mio per ciao grazie buongiorno bonifico soldi banca carta aiuto
	conta poupança poupanca quero meu minha olá ola obrigado obrigada transferência transferencia dinheiro cartão cartao
	senha`)

// foreignPhrase reports a line of two words or more, every one an
// everyday word of another language and one at least no English word:
// "cuenta corriente", "mein Konto".
func foreignPhrase(text string) bool {
	words := strings.Fields(strings.ToLower(text))
	if len(words) < 2 {
		return false
	}
	foreign := false
	for _, w := range words {
		w = strings.Trim(w, `,.;:!?¿¡"'()`)
		if !foreignEveryday()[w] {
			return false
		}
		if !reading.EnglishWord(w) {
			foreign = true
		}
	}
	return foreign
}
