package state

import (
	"database/sql"
	"errors"
	"fmt"
	"sync"
)

// Ledger is a back end's own data, kept outside every session's rollback (R42).
//
// A session's state goes back to a checkpoint when a turn is cancelled; a
// bank's balances do not, as a real bank's would not. So the fake bank's
// balances and login lockouts live here: in the data dir's database,
// shared by every session of that data dir (Store.Ledger), or in memory
// with --no-store and in tests (NewMemoryLedger).
type Ledger interface {
	// Update runs fn in one transaction: its Sets are applied together when fn returns nil, none otherwise.
	Update(fn func(tx LedgerTx) error) error
}

// LedgerTx is the view of a ledger inside Update. Get sees the
// transaction's own Sets.
type LedgerTx interface {
	Get(key string) (value string, ok bool)
	Set(key, value string)
}

// NewMemoryLedger is a Ledger in memory, for --no-store and tests; safe for
// concurrent use (one Update at a time).
func NewMemoryLedger() Ledger {
	return &memoryLedger{data: map[string]string{}}
}

type memoryLedger struct {
	mu   sync.Mutex
	data map[string]string
}

func (m *memoryLedger) Update(fn func(tx LedgerTx) error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	tx := &memoryLedgerTx{data: m.data, sets: map[string]string{}}
	if err := fn(tx); err != nil {
		return err
	}
	for k, v := range tx.sets {
		m.data[k] = v
	}
	return nil
}

type memoryLedgerTx struct {
	data, sets map[string]string
}

func (t *memoryLedgerTx) Get(key string) (string, bool) {
	if v, ok := t.sets[key]; ok {
		return v, true
	}
	v, ok := t.data[key]
	return v, ok
}

func (t *memoryLedgerTx) Set(key, value string) { t.sets[key] = value }

// Ledger is the namespace's part of the ledger table in the store, shared
// by every Store (of any process) on the same data dir. Each Update is one
// write transaction, begun with BEGIN IMMEDIATE: it holds the database's
// write lock from its first Get, so two processes can never both read a
// balance and both write it.
func (s *Store) Ledger(namespace string) Ledger {
	return &storeLedger{s: s, namespace: namespace}
}

var _ Ledger = (*storeLedger)(nil)

type storeLedger struct {
	s         *Store
	namespace string
}

func (l *storeLedger) Update(fn func(tx LedgerTx) error) error {
	return l.s.write(func(tx *sql.Tx) error {
		lt := &storeLedgerTx{l: l, tx: tx, sets: map[string]string{}}
		ferr := fn(lt)
		// A Get that failed gave fn a wrong answer: its error is the one
		// that says what happened, whatever fn made of it.
		if lt.err != nil {
			return fmt.Errorf("read the %s ledger: %w", l.namespace, l.s.explain(lt.err))
		}
		if ferr != nil {
			return ferr
		}
		for _, k := range lt.order {
			if _, err := tx.Exec(`INSERT INTO ledger (namespace, key, value) VALUES (?, ?, ?)
				ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value`,
				l.namespace, k, lt.sets[k]); err != nil {
				return fmt.Errorf("write the %s ledger: %w", l.namespace, l.s.explain(err))
			}
		}
		return nil
	})
}

type storeLedgerTx struct {
	l     *storeLedger
	tx    *sql.Tx
	sets  map[string]string
	order []string // keys of sets, in the order first set
	err   error    // the first failed Get
}

func (t *storeLedgerTx) Get(key string) (string, bool) {
	if v, ok := t.sets[key]; ok {
		return v, true
	}
	if t.err != nil {
		return "", false
	}
	var v string
	err := t.tx.QueryRow(`SELECT value FROM ledger WHERE namespace = ? AND key = ?`, t.l.namespace, key).Scan(&v)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", false
	case err != nil:
		t.err = err
		return "", false
	}
	return v, true
}

func (t *storeLedgerTx) Set(key, value string) {
	if _, ok := t.sets[key]; !ok {
		t.order = append(t.order, key)
	}
	t.sets[key] = value
}
