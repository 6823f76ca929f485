// Package docs holds the project's documents. The one a program reads is
// embedded here: the JSON Schema of the read_message tool's arguments
// (R52), so that the schema the model engine sends is the file committed
// and explained beside it (read_message.md), never a copy that drifts.
package docs

import _ "embed"

// ReadMessageSchema is read_message.schema.json as committed.
//
//go:embed read_message.schema.json
var ReadMessageSchema []byte
