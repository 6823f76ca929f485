package agents

import (
	"regexp"
	"strings"
	"testing"
)

func TestDomainValidate(t *testing.T) {
	t.Parallel()
	act := func(*Turn) Result { return Done("ok") }
	ok := func(Facts) bool { return true }
	good := func() *Agent {
		return &Agent{Name: "good", Act: act, Slots: []Slot{{Name: "x", Question: "x?", Kind: KindText}}}
	}
	tests := []struct {
		name    string
		agents  func() []*Agent
		wantErr string // "" means valid
	}{
		{"valid", func() []*Agent { return []*Agent{good()} }, ""},
		{"duplicate agent", func() []*Agent { return []*Agent{good(), good()} }, "agent good declared twice"},
		{"reserved name", func() []*Agent {
			a := good()
			a.Name = ConciergeName
			return []*Agent{a}
		}, "reserved for the concierge"},
		{"requirement on unknown agent", func() []*Agent {
			a := good()
			a.Requires = []Requirement{{Name: "authenticated", By: "ghost", Satisfied: ok}}
			return []*Agent{a}
		}, `requirement authenticated needs a predicate and a known agent (By "ghost")`},
		{"requirement without predicate", func() []*Agent {
			a, b := good(), good()
			b.Name = "other"
			a.Requires = []Requirement{{Name: "r", By: "other"}}
			return []*Agent{a, b}
		}, "requirement r needs a predicate"},
		{"requirement on a known agent", func() []*Agent {
			a, b := good(), good()
			b.Name = "other"
			a.Requires = []Requirement{{Name: "r", By: "other", Satisfied: ok}}
			return []*Agent{a, b}
		}, ""},
		{"enum without choices", func() []*Agent {
			a := good()
			a.Slots = append(a.Slots, Slot{Name: "topology", Question: "?", Kind: KindEnum})
			return []*Agent{a}
		}, "enum slot topology has no choices"},
		{"pattern without pattern", func() []*Agent {
			a := good()
			a.Slots = append(a.Slots, Slot{Name: "id", Question: "?", Kind: KindPattern})
			return []*Agent{a}
		}, "pattern slot id has no pattern"},
		{"pattern with pattern", func() []*Agent {
			a := good()
			a.Slots = append(a.Slots, Slot{Name: "id", Question: "?", Kind: KindPattern, Pattern: regexp.MustCompile(`\d+`)})
			return []*Agent{a}
		}, ""},
		{"slot twice", func() []*Agent {
			a := good()
			a.Slots = append(a.Slots, a.Slots[0])
			return []*Agent{a}
		}, "slot x declared twice"},
		{"slot without question", func() []*Agent {
			a := good()
			a.Slots[0].Question = ""
			return []*Agent{a}
		}, "slot x has no question"},
		{"no act", func() []*Agent {
			a := good()
			a.Act = nil
			return []*Agent{a}
		}, "agent good: no Act"},
		{"name with a space", func() []*Agent {
			a := good()
			a.Name = "two words"
			return []*Agent{a}
		}, "name must be one word"},
		{"empty name", func() []*Agent {
			a := good()
			a.Name = ""
			return []*Agent{a}
		}, "name must be one word"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			d := &Domain{Name: "test", Agents: tt.agents()}
			err := d.Validate()
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("Validate: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Validate passed, want an error containing %q", tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.wantErr) || !strings.HasPrefix(err.Error(), "domain test: ") {
				t.Fatalf("Validate error = %q, want it to start with the domain and contain %q", err, tt.wantErr)
			}
		})
	}
}
