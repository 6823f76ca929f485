package state

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// ledgers gives each test a fresh ledger of each kind.
var ledgers = []struct {
	name string
	open func(t *testing.T) Ledger
}{
	{"memory", func(*testing.T) Ledger { return NewMemoryLedger() }},
	{"store", func(t *testing.T) Ledger { return openTestStore(t).Ledger("bank") }},
}

func ledgerGet(t *testing.T, l Ledger, key string) (string, bool) {
	t.Helper()
	var v string
	var ok bool
	if err := l.Update(func(tx LedgerTx) error {
		v, ok = tx.Get(key)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return v, ok
}

func TestLedgerUpdate(t *testing.T) {
	t.Parallel()
	errRefused := errors.New("refused")
	for _, lk := range ledgers {
		for _, tc := range []struct {
			name    string
			fn      func(tx LedgerTx) error
			wantErr error
			want    map[string]string // after the update; "" for absent
		}{
			{"sets apply together", func(tx LedgerTx) error {
				tx.Set("balance:1", "400")
				tx.Set("balance:2", "600")
				return nil
			}, nil, map[string]string{"balance:1": "400", "balance:2": "600"}},
			{"an error applies none", func(tx LedgerTx) error {
				tx.Set("balance:1", "0")
				tx.Set("new", "x")
				return errRefused
			}, errRefused, map[string]string{"balance:1": "500", "new": ""}},
			{"reads its own writes", func(tx LedgerTx) error {
				tx.Set("balance:1", "450")
				v, ok := tx.Get("balance:1")
				if !ok || v != "450" {
					return fmt.Errorf("Get after Set = %q, %v", v, ok)
				}
				tx.Set("balance:1", v+"0")
				return nil
			}, nil, map[string]string{"balance:1": "4500"}},
			{"absent key", func(tx LedgerTx) error {
				if v, ok := tx.Get("nobody"); ok || v != "" {
					return fmt.Errorf("Get(nobody) = %q, %v", v, ok)
				}
				return nil
			}, nil, map[string]string{"nobody": ""}},
			{"empty value is a value", func(tx LedgerTx) error {
				tx.Set("lockout:seldo", "")
				return nil
			}, nil, map[string]string{"lockout:seldo": ""}},
		} {
			t.Run(lk.name+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				l := lk.open(t)
				if err := l.Update(func(tx LedgerTx) error {
					tx.Set("balance:1", "500")
					return nil
				}); err != nil {
					t.Fatal(err)
				}
				if err := l.Update(tc.fn); !errors.Is(err, tc.wantErr) {
					t.Fatalf("Update = %v, want %v", err, tc.wantErr)
				}
				for k, want := range tc.want {
					if got, _ := ledgerGet(t, l, k); got != want {
						t.Errorf("%s = %q, want %q", k, got, want)
					}
				}
			})
		}
	}
}

// A panic inside Update leaves the ledger as it was and usable.
func TestLedgerPanic(t *testing.T) {
	t.Parallel()
	for _, lk := range ledgers {
		t.Run(lk.name, func(t *testing.T) {
			t.Parallel()
			l := lk.open(t)
			func() {
				defer func() { recover() }()
				l.Update(func(tx LedgerTx) error {
					tx.Set("k", "v")
					panic("boom")
				})
			}()
			if _, ok := ledgerGet(t, l, "k"); ok {
				t.Error("a panicking update was applied")
			}
		})
	}
}

// The store's ledger outlives the Store and every session (R42), and keeps
// namespaces apart.
func TestStoreLedgerPersistsAndNamespaces(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Ledger("bank").Update(func(tx LedgerTx) error {
		tx.Set("balance:1", "123")
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if v, ok := ledgerGet(t, s.Ledger("bank"), "balance:1"); !ok || v != "123" {
		t.Errorf("after reopening: %q, %v", v, ok)
	}
	if _, ok := ledgerGet(t, s.Ledger("stocks"), "balance:1"); ok {
		t.Error("another namespace sees the bank's key")
	}
}

// Eight goroutines add 1 to one balance 50 times each: no increment is
// lost, which it would be if two could read the same value and both write.
// In the store case they use two Stores on one data dir, as two processes
// would.
func TestLedgerConcurrentUpdates(t *testing.T) {
	t.Parallel()
	const workers, each = 8, 50
	for _, tc := range []struct {
		name string
		open func(t *testing.T) []Ledger // the goroutines take turns among them
	}{
		{"memory", func(*testing.T) []Ledger { return []Ledger{NewMemoryLedger()} }},
		{"two stores", func(t *testing.T) []Ledger {
			dir := t.TempDir()
			var ls []Ledger
			for range 2 {
				s, err := OpenStore(dir)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { s.Close() })
				ls = append(ls, s.Ledger("bank"))
			}
			return ls
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ls := tc.open(t)
			var wg sync.WaitGroup
			errs := make(chan error, workers)
			for w := range workers {
				wg.Go(func() {
					for range each {
						err := ls[w%len(ls)].Update(func(tx LedgerTx) error {
							v, _ := tx.Get("balance")
							n, _ := strconv.Atoi(v)
							tx.Set("balance", strconv.Itoa(n+1))
							return nil
						})
						if err != nil {
							errs <- err
							return
						}
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatal(err)
			}
			if v, _ := ledgerGet(t, ls[0], "balance"); v != strconv.Itoa(workers*each) {
				t.Errorf("balance %s, want %d", v, workers*each)
			}
		})
	}
}

// A database error inside Get is Update's error, even when fn ignored it.
func TestStoreLedgerGetError(t *testing.T) {
	t.Parallel()
	s := openTestStore(t)
	if _, err := s.db.Exec(`DROP TABLE ledger`); err != nil {
		t.Fatal(err)
	}
	err := s.Ledger("bank").Update(func(tx LedgerTx) error {
		tx.Get("balance:1")
		return nil
	})
	if err == nil {
		t.Fatal("Update succeeded although Get failed")
	}
	if want := "read the bank ledger"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q, want it to contain %q", err, want)
	}
}
