module github.com/google/jsonschema-go

go 1.23.0

require github.com/google/go-cmp v0.7.0
