package agents

import (
	"strings"
	"testing"
)

func TestRegister(t *testing.T) {
	t.Parallel()
	build := func() *Domain { return &Domain{Name: "registry-test"} }
	Register(" Registry_Test ", build)
	got, ok := Lookup("registry_test")
	if !ok || got().Name != "registry-test" {
		t.Fatalf("Lookup(registry_test) found %v", ok)
	}
	if _, ok := Lookup("REGISTRY_TEST"); !ok {
		t.Error("Lookup is not case-insensitive")
	}
	all := Registered()
	if _, ok := all["registry_test"]; !ok {
		t.Errorf("Registered() = %v, want registry_test in it", all.Names())
	}
	all["registry_test_other"] = build // a copy: the registry is untouched
	if _, ok := Lookup("registry_test_other"); ok {
		t.Error("Registered() returned the registry itself")
	}
	for name, f := range map[string]func(){
		"twice":     func() { Register("registry_test", build) },
		"empty":     func() { Register("  ", build) },
		"two words": func() { Register("my domain", build) },
		"nil":       func() { Register("registry_test_nil", nil) },
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), "agents.Register") {
					t.Errorf("%s: recover() = %v, want a panic from agents.Register", name, r)
				}
			}()
			f()
		}()
	}
}
