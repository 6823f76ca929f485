package concierge

// A request in another language whose task can be told from its words
// (issue 24, bank24b): "hola, quiero ver mi saldo" was told only that
// English is read, with the whole list after it. The answer stays honest
// — only English is read, nothing was done — and says, in one short line,
// what the message seemed to ask and how to ask it in English ("It looks
// like you want to check a balance: say "check my balance"."). The words
// are glossed into English and routed as any request is, so a domain
// file's agents are found the same way; nothing starts from them.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// foreignGloss are words of Spanish, French, German, Italian and
// Portuguese that name what a request is about, each with its English
// word. Built at first use (TestInitAllocations).
var foreignGloss = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, pair := range strings.Fields(`
		saldo=balance saldos=balance solde=balance soldes=balance kontostand=balance guthaben=balance
		cuenta=account cuentas=account compte=account comptes=account konto=account conto=account conta=account
		transferir=transfer transferencia=transfer transfiere=transfer virement=transfer virer=transfer
		überweisen=transfer überweise=transfer überweisung=transfer ueberweisen=transfer trasferire=transfer trasferisci=transfer
		bonifico=transfer transfira=transfer transferência=transfer enviar=send envoyer=send senden=send inviare=send
		dinero=money argent=money geld=money soldi=money dinheiro=money
		acción=stock acciones=stock accion=stock aktie=stock aktien=stock azioni=stock ações=stock acoes=stock
		precio=price prix=price preis=price prezzo=price preço=price preco=price cotización=price cotizacion=price
		contraseña=password contrasena=password mot=password passwort=password kennwort=password senha=password
		sesión=login sesion=login connexion=login connecter=login anmelden=login einloggen=login accedere=login
		carta=letter lettre=letter brief=letter lettera=letter rechazo=decline rechazar=decline refus=decline
		ablehnung=decline ablehnen=decline rifiuto=decline recusa=decline
		reclamación=claim reclamacion=claim reclamo=claim siniestro=claim sinistre=claim schaden=claim schadensfall=claim
		sinistro=claim póliza=policy poliza=policy police=policy versicherung=policy polizza=policy apólice=policy
		nota=note notas=note notiz=note notizen=note notes=note appunti=note anotação=note`) {
		k, v, _ := strings.Cut(pair, "=")
		m[k] = v
	}
	return m
})

// understoodInOtherLanguage is the agent a message in another language
// seems to ask for, from its glossed words; nil when none is clear.
func (e *Engine) understoodInOtherLanguage(text string) *agents.Agent {
	var gloss []string
	for _, w := range reading.Words(text) {
		if g := foreignGloss()[strings.ToLower(w)]; g != "" {
			gloss = append(gloss, g)
		}
	}
	if len(gloss) == 0 {
		return nil
	}
	best, ok := e.router.Best("my "+strings.Join(gloss, " "), e.domain.Agents)
	if !ok || best.Agent == nil || !best.Agent.ExposeToUser || len(best.Agent.Examples) == 0 {
		return nil
	}
	return best.Agent
}

// onlyEnglishUnderstood is the English-only answer that says what the
// message seemed to ask and how to ask it in English; "" when its task
// cannot be told.
func (e *Engine) onlyEnglishUnderstood(text string) string {
	a := e.understoodInOtherLanguage(text)
	if a == nil {
		return ""
	}
	return prompts.OnlyEnglishUnderstood(a.TaskPhrase(), a.Examples[0])
}
