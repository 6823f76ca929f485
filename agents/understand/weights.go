package understand

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"
	"unsafe"

	"github.com/concierge-dev/concierge/agents"
)

// The built-in domains' model, generated from the corpus and the agents'
// examples by the test that also checks it is fresh:
//
//go:generate go test -run TestWeightsFresh -update .
//go:embed weights.bin
var builtinWeights []byte

var (
	builtinOnce  sync.Once
	builtinModel *Model
	builtinErr   error
)

// Builtin is the embedded model, read once; its int8 weights are the
// embedded bytes themselves, not a copy.
func Builtin() (*Model, error) {
	builtinOnce.Do(func() { builtinModel, builtinErr = Unmarshal(builtinWeights) })
	return builtinModel, builtinErr
}

// New is a reader of domain d with the embedded model.
func New(d *agents.Domain) (*Reader, error) {
	m, err := Builtin()
	if err != nil {
		return nil, fmt.Errorf("the reader's weights: %w", err)
	}
	return NewWith(m, d)
}

const magic = "CRW1"

// Marshal writes the model: little-endian, heads as classes, biases,
// scales and int8 weights.
func (m *Model) Marshal() []byte {
	b := []byte(magic)
	b = putHead(b, m.Act)
	b = putHead(b, m.Role)
	b = putHead(b, m.Harm)
	b = putFloats(b, m.ActThreshold)
	b = putFloats(b, []float32{m.HarmThreshold})
	b = binary.LittleEndian.AppendUint16(b, uint16(len(m.Tasks)))
	for _, t := range m.Tasks {
		b = putString(b, t.Domain)
		b = putHead(b, t.Head)
		b = putFloats(b, t.Threshold)
	}
	return b
}

func putString(b []byte, s string) []byte {
	b = binary.LittleEndian.AppendUint16(b, uint16(len(s)))
	return append(b, s...)
}

func putFloats(b []byte, fs []float32) []byte {
	b = binary.LittleEndian.AppendUint32(b, uint32(len(fs)))
	for _, f := range fs {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(f))
	}
	return b
}

func putHead(b []byte, h *head) []byte {
	b = append(b, byte(h.bits))
	b = binary.LittleEndian.AppendUint16(b, uint16(len(h.classes)))
	for _, c := range h.classes {
		b = putString(b, c)
	}
	b = putFloats(b, h.bias)
	b = putFloats(b, h.scale)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(h.q)))
	return append(b, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(h.q))), len(h.q))...)
}

// decoder reads what Marshal wrote; the first error sticks.
type decoder struct {
	b   []byte
	err error
}

var errShort = errors.New("the weights end too soon")

func (d *decoder) take(n int) []byte {
	if d.err != nil || n < 0 || n > len(d.b) {
		d.err = errShort
		return nil
	}
	out := d.b[:n:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) u16() int {
	if p := d.take(2); p != nil {
		return int(binary.LittleEndian.Uint16(p))
	}
	return 0
}

func (d *decoder) u32() int {
	if p := d.take(4); p != nil {
		return int(binary.LittleEndian.Uint32(p))
	}
	return 0
}

func (d *decoder) str() string { return string(d.take(d.u16())) }

func (d *decoder) floats() []float32 {
	n := d.u32()
	p := d.take(4 * n)
	out := make([]float32, 0, n)
	for i := 0; p != nil && i < n; i++ {
		out = append(out, math.Float32frombits(binary.LittleEndian.Uint32(p[4*i:])))
	}
	return out
}

func (d *decoder) head() *head {
	bits := d.take(1)
	if bits == nil {
		return nil
	}
	h := &head{bits: uint(bits[0])}
	nc := d.u16()
	for i := 0; i < nc && d.err == nil; i++ {
		h.classes = append(h.classes, d.str())
	}
	h.bias, h.scale = d.floats(), d.floats()
	n := d.u32()
	q := d.take(n)
	if d.err == nil && (len(h.bias) != nc || len(h.scale) != nc || n != nc<<h.bits || nc == 0) {
		d.err = errors.New("a head of the weights is malformed")
	}
	if d.err != nil {
		return nil
	}
	h.q = unsafe.Slice((*int8)(unsafe.Pointer(unsafe.SliceData(q))), n)
	return h
}

// Unmarshal reads a model written by Marshal. Its weights alias data.
func Unmarshal(data []byte) (*Model, error) {
	if len(data) < len(magic) || string(data[:len(magic)]) != magic {
		return nil, errors.New("not a reader's weights")
	}
	d := &decoder{b: data[len(magic):]}
	m := &Model{Act: d.head(), Role: d.head(), Harm: d.head()}
	m.ActThreshold = d.floats()
	if h := d.floats(); len(h) == 1 {
		m.HarmThreshold = h[0]
	}
	n := d.u16()
	for i := 0; i < n && d.err == nil; i++ {
		t := &TaskHead{Domain: d.str(), Head: d.head()}
		t.Threshold = d.floats()
		if d.err == nil && len(t.Threshold) != len(t.Head.classes) {
			d.err = errors.New("a task head's thresholds are malformed")
		}
		m.Tasks = append(m.Tasks, t)
	}
	if d.err == nil && len(m.ActThreshold) != len(m.Act.classes) {
		d.err = errors.New("the act thresholds are malformed")
	}
	if d.err != nil {
		return nil, d.err
	}
	return m, nil
}

// SameQuantised reports whether two models hold the same classes and int8
// weights, biases, scales and thresholds within float noise: what
// "fresh" means, so that floating-point differences between machines do
// not matter.
func SameQuantised(a, b *Model) error {
	if len(a.Tasks) != len(b.Tasks) {
		return errors.New("the task heads differ")
	}
	pairs := [][2]*head{{a.Act, b.Act}, {a.Role, b.Role}, {a.Harm, b.Harm}}
	for i := range a.Tasks {
		pairs = append(pairs, [2]*head{a.Tasks[i].Head, b.Tasks[i].Head})
	}
	for _, p := range pairs {
		if err := sameHead(p[0], p[1]); err != nil {
			return err
		}
	}
	return nil
}

func sameHead(a, b *head) error {
	if a.bits != b.bits || fmt.Sprint(a.classes) != fmt.Sprint(b.classes) {
		return fmt.Errorf("classes differ: %v and %v", a.classes, b.classes)
	}
	off := 0
	for i := range a.q {
		if d := int(a.q[i]) - int(b.q[i]); d > 1 || d < -1 {
			return fmt.Errorf("weights of %v differ at %d: %d and %d", a.classes, i, a.q[i], b.q[i])
		} else if d != 0 {
			off++
		}
	}
	// an off-by-one is a rounding at .5 on another machine, never many
	if off*1000 > len(a.q) {
		return fmt.Errorf("%d weights of %v differ", off, a.classes)
	}
	for i := range a.bias {
		if !near(a.bias[i], b.bias[i]) || !near(a.scale[i], b.scale[i]) {
			return fmt.Errorf("bias or scale of %s differ", a.classes[i])
		}
	}
	return nil
}

func near(x, y float32) bool {
	return math.Abs(float64(x-y)) <= 1e-3*max(1, math.Abs(float64(x)))
}
