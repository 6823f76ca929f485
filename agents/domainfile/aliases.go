package domainfile

import (
	"fmt"

	"github.com/goccy/go-yaml/ast"
)

// An alias stands for its anchor's whole value, so a few lines of
// aliases of aliases (a: &a [x,x,…], b: &b [*a,*a,…], …) stand for a
// billion values: whatever walks them as values walks them all. The
// tree is measured once, each anchor's size remembered, and a file whose
// aliases stand for more than MaxAliasValues values is refused at the
// alias that passes it (R55).

// MaxAliasValues bounds the values a domain file's aliases stand for, all
// together. Reusing a block of slots a few times is a few hundred.
const MaxAliasValues = 10_000

// aliasSizes measures a tree's aliases: the size of each anchor's value
// so far, and the values the aliases stood for until now.
type aliasSizes struct {
	anchors map[string]int
	open    map[string]bool // anchors whose value is being measured
	total   int
	over    ast.Node // the alias that passed the bound
}

// tooManyAliases says where the aliases of the tree at root stand for
// more than MaxAliasValues values, if they do. The pre-scan has bounded
// the tree's depth, and so this walk's.
func tooManyAliases(root ast.Node) (ast.Node, string) {
	a := &aliasSizes{anchors: map[string]int{}, open: map[string]bool{}}
	a.size(root)
	if a.over == nil {
		return nil, ""
	}
	return a.over, fmt.Sprintf("the aliases in this file stand for more than %d values (aliases of aliases multiply): write the values out, or use fewer aliases", MaxAliasValues)
}

// size is how many values n stands for, aliases expanded, counting no
// further than just past the bound.
func (a *aliasSizes) size(n ast.Node) int {
	if a.over != nil {
		return 0
	}
	switch v := n.(type) {
	case nil:
		return 0
	case *ast.DocumentNode:
		return a.size(v.Body)
	case *ast.AnchorNode:
		name := nodeText(v.Name)
		a.open[name] = true
		s := a.size(v.Value)
		delete(a.open, name)
		a.anchors[name] = s
		return s
	case *ast.AliasNode:
		name := nodeText(v.Value)
		s := a.anchors[name]
		if a.open[name] {
			s = MaxAliasValues + 1 // an alias inside its own anchor never ends
		}
		a.total = min(a.total+s, MaxAliasValues+1)
		if a.total > MaxAliasValues {
			a.over = v
		}
		return s
	case *ast.TagNode:
		return a.size(v.Value)
	case *ast.MappingKeyNode:
		return a.size(v.Value)
	case *ast.MappingValueNode:
		return a.size(v.Key) + a.size(v.Value)
	case *ast.MappingNode:
		s := 1
		for _, mv := range v.Values {
			s = min(s+a.size(mv), MaxAliasValues+1)
		}
		return s
	case *ast.SequenceNode:
		s := 1
		for _, item := range v.Values {
			s = min(s+a.size(item), MaxAliasValues+1)
		}
		return s
	}
	return 1
}

// nodeText is a name node's text, "" for none.
func nodeText(n ast.Node) string {
	if n == nil || n.GetToken() == nil {
		return ""
	}
	return n.GetToken().Value
}
