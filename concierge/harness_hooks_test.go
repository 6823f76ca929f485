package concierge

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// The tests that replay scenario files live in package concierge_test,
// since the harness (concierge/scenario) imports this package and an
// internal test cannot import it back. These aliases lend them the
// package's own test helpers; they are compiled into tests only, so no
// caller of the product reaches them.

type DialectRigForTest = dialectRig

const (
	FilesForTest    = files
	FreeBankForTest = freeBank
)

var (
	BalanceForTest        = balance
	BodyTokensForTest     = bodyTokens
	CheckFindingsForTest  = checkFindings
	CompetentModelForTest = competentModel
	FsToolsForTest        = fsTools
	ModelEngineForTest    = modelEngine
	NewDialectRigForTest  = newDialectRig
	NotesKeptForTest      = notesKept
	OlderProtocolForTest  = olderProtocol
	ReadingCostForTest    = readingCost
	RulesFirstForTest     = rulesFirst
)

// DialectUsableForTest says whether doctor must find the dialect usable.
func DialectUsableForTest(name string) bool { return findings[name].usable }

func (r *dialectRig) BrainForTest() agents.Brain              { return r.brain }
func (r *dialectRig) ReportForTest() *openai.Report           { return r.report }
func (r *dialectRig) CheckWireForTest(t *testing.T)           { r.checkWire(t) }
func (r *dialectRig) TransfersForTest() int32                 { return r.runs.Load() }
func (r *dialectRig) AfterProbeForTest() []openaitest.Request { return r.afterProbe() }
