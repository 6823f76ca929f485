package offline

import (
	"context"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// First puts the rules in front of a model brain (R34, deterministic
// first): when the rules are sure — an exact choice, a value that parses,
// a routing match far above the rest, a queued request — they answer and
// no model request is spent; the model is asked only when they are unsure
// or the message has words the rules did not use. It wraps any brain, so
// the model's package needs nothing of this one.
type First struct {
	rules *Brain
	model agents.Brain
	vocab *Vocabulary
}

var _ agents.Brain = (*First)(nil)

// routeMargin is how far the best agent must score above the next for the
// rules to route without the model.
const routeMargin = 2.0

// NewFirst wraps model with the rules of domain d.
func NewFirst(d *agents.Domain, model agents.Brain) *First {
	return &First{rules: New(d), model: model, vocab: NewVocabulary(d)}
}

// Name implements agents.Brain: the model's.
func (f *First) Name() string { return f.model.Name() }

// Model implements agents.Brain: the model's.
func (f *First) Model() string { return f.model.Model() }

// Usage implements agents.Brain: the model's requests; the rules spend none.
func (f *First) Usage() agents.Usage { return f.model.Usage() }

// TakeRequests implements agents.RequestLog: the model's requests, for
// the trace; the rules make none.
func (f *First) TakeRequests() []agents.ModelRequest {
	if l, ok := f.model.(agents.RequestLog); ok {
		return l.TakeRequests()
	}
	return nil
}

// Route implements agents.Brain: the rules' route when one agent clearly
// wins and every word of the message is accounted for; else the model's.
func (f *First) Route(ctx context.Context, in agents.RouteInput) (agents.Route, error) {
	if r, ok := f.RulesRoute(ctx, in); ok {
		return r, nil
	}
	return f.model.Route(ctx, in)
}

// RulesRoute is the rules' route when they are sure of it (ok), costing no
// request; the loop's one-request reading (R52) asks it before the model.
func (f *First) RulesRoute(ctx context.Context, in agents.RouteInput) (agents.Route, bool) {
	if in.Retry == "" && len(f.rules.SplitRequests(in.Text, in.Agents)) == 1 {
		ranked := f.rules.router.Score(in.Text, in.Agents)
		if len(ranked) > 0 && ranked[0].Core && ranked[0].Score >= f.rules.router.threshold &&
			(len(ranked) == 1 || ranked[0].Score >= routeMargin*ranked[1].Score) &&
			f.vocab.Unused(ranked[0].Agent, in.Text, nil) == "" {
			r, err := f.rules.Route(ctx, in)
			if err == nil && r.Agent == ranked[0].Agent.Name && len(r.Plan) == 0 {
				r.Reason = "rules: " + r.Reason
				return r, true
			}
		}
	}
	return agents.Route{}, false
}

// Interpret implements agents.Brain: the rules' values when every one is
// valid and they account for the whole message; else the model's reading.
func (f *First) Interpret(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
	if raw, ok := f.RulesValues(in); ok {
		return agents.Interpretation{Slots: raw}, nil
	}
	return f.model.Interpret(ctx, in)
}

// RulesValues are the rules' slot values when they are sure of them (ok),
// costing no request; the loop's one-request reading (R52) asks it first.
func (f *First) RulesValues(in agents.InterpretInput) (map[string]string, bool) {
	raw := agents.Extract(in.Agent, in.Text, in.Asked)
	return raw, f.sure(in, raw)
}

// Inner is the model brain behind the rules, for what only it offers
// (agents.MessageReader).
func (f *First) Inner() agents.Brain { return f.model }

// sure reports whether the rules' values can stand without the model: each
// one normalises, an asked question got its answer, and nothing of the
// message is left over.
func (f *First) sure(in agents.InterpretInput, raw map[string]string) bool {
	for name, v := range raw {
		s := in.Agent.Slot(name)
		if s == nil || s.Kind == agents.KindSecret {
			return false
		}
		if s.Kind == agents.KindMoney {
			// an amount that parses is what the user said, even when a
			// check refuses it ("$5k" over the balance): the loop says
			// why; one that does not parse ("20 euros") is the model's
			if _, err := reading.ParseMoney(v); err != nil {
				return false
			}
			continue
		}
		if _, err := s.Normalize(v, in.Facts); err != nil {
			return false // the model may read it better, or explain
		}
	}
	if in.Asked != "" {
		if _, ok := raw[in.Asked]; !ok {
			return false // no answer: maybe a side question, the model judges
		}
	}
	return f.vocab.Unused(in.Agent, in.Text, raw) == ""
}

// Continue implements agents.Brain: a queued request is taken in order;
// with none queued the rules have accounted for what the user said.
func (f *First) Continue(ctx context.Context, in agents.ContinueInput) (agents.Continuation, error) {
	return f.rules.Continue(ctx, in)
}

// moneyWord is a word of an amount: "500", "5k", "$50", "dollars", "bucks".
func moneyWord(w string) bool {
	if moneyUnits[w] {
		return true
	}
	_, err := reading.ParseMoney(w)
	return err == nil
}

var moneyUnits = map[string]bool{"dollar": true, "dollars": true, "bucks": true, "buck": true, "usd": true,
	"cents": true, "cent": true, "k": true, "grand": true, "thousand": true, "hundred": true, "million": true}

// fillers are words people put around a value that carry nothing the
// rules missed ("to account number 1234324", "that's it").
var fillers = map[string]bool{"number": true, "sure": true, "thanks": true, "thank": true, "that's": true,
	"it's": true, "it": true, "is": true, "one": true, "please": true, "instead": true, "again": true, "rather": true}
