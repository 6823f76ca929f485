package openaitest

import (
	"net/http"
	"strings"
)

// Dialects are the servers of R31, each as a Dialect: what it refuses,
// how it streams, how it fails. Each is drawn from the recorded fixtures
// of agents/openai/testdata/dialects/<server>/ (named in Fail and in the
// comments) and the sources those cite.
func Dialects() []Dialect {
	return []Dialect{
		{Name: "openai", Model: "gpt-4o-mini",
			Fail: map[Failure]Failing{ErrorEvent: {Fixture: "openai/error-midstream.sse"}}},

		// a fine-tuned reasoning model: a name the client does not know to
		// refuse temperature (openai/temperature-400.json); like every
		// o-series model it refuses max_tokens too
		// (max_completion_tokens is its name there)
		{Name: "openai-reasoning", Model: "ft:o4-mini-2025-04-16:acme::B1x2y3z4",
			Refuse: func(r Request) (Response, bool) {
				switch {
				case r.Chat.HasTemperature:
					return Response{Status: http.StatusBadRequest, Body: `{"error":{"message":"Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.","type":"invalid_request_error","param":"temperature","code":"unsupported_value"}}`}, true
				case r.Chat.MaxTokens > 0:
					return Response{Status: http.StatusBadRequest, Body: `{"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.","type":"invalid_request_error","param":"max_tokens","code":"unsupported_parameter"}}`}, true
				}
				return Response{}, false
			},
			Fail: map[Failure]Failing{ErrorEvent: {Fixture: "openai/error-midstream.sse"}}},

		// azure/content-filter.sse: the prompt-filter chunk with empty
		// choices first, content_filter_results on every choice
		{Name: "azure", Model: "gpt-4o", Azure: true, Deployment: "bank-gpt4o", Shape: azureShape,
			Fail: map[Failure]Failing{
				ContentFilter: {Fixture: "azure/content-filter.sse"},
				ServerError:   {Response: Response{Status: http.StatusInternalServerError, Body: `{"error":{"code":"InternalServerError","message":"The service is temporarily unable to process your request. Please try again later."}}`}},
			}},

		// azure/stream-options-400.json: an api-version before 2024-10-21
		// (here --azure-api-version 2024-02-01) refuses stream_options
		{Name: "azure-old-api-version", Model: "gpt-4o", Azure: true, Deployment: "bank-gpt4o", APIVersion: "2024-02-01", Shape: azureShape,
			Refuse: func(r Request) (Response, bool) {
				if r.Chat.StreamOptions != nil && r.Query.Get("api-version") < "2024-10-21" {
					return Response{Status: http.StatusBadRequest, Body: `{"error":{"message":"Unrecognized request argument supplied: stream_options","type":"invalid_request_error","param":null,"code":null}}`}, true
				}
				return Response{}, false
			},
			Fail: map[Failure]Failing{ContentFilter: {Fixture: "azure/content-filter.sse"}}},

		// ollama/tool-call.sse, ollama/thinking.sse: the call whole in one
		// chunk (here with its arguments as an object, as Ollama's native
		// API writes them), thinking in "reasoning"; usage only when asked
		{Name: "ollama", Model: "qwen3:8b",
			Shape: Shape{Whole: true, ArgsObject: true, Reasoning: "reasoning", ID: "call_k2v9x0qa"},
			Fail: map[Failure]Failing{
				ServerError: {Response: Response{Status: http.StatusInternalServerError, Body: `{"error":{"message":"model runner has unexpectedly stopped, this may be due to resource limitations or an internal error, check ollama server logs for details","type":"api_error","param":null,"code":null}}`}},
				ErrorEvent:  {Response: Response{Pieces: []string{data(map[string]any{"choices": []any{map[string]any{"index": 0, "delta": map[string]any{"role": "assistant", "content": ""}}}}), `data: {"error":{"message":"an error was encountered while running the model: unexpected EOF","type":"api_error","param":null,"code":null}}` + "\n\n"}}},
			}},

		// a small model via Ollama that writes its calls as text: Hermes'
		// <tool_call> in content (agents/openai/textcalls.go names the parsers)
		{Name: "ollama-small", Model: "qwen2.5:0.5b", Shape: Shape{TextCalls: true}},

		// llamacpp/tool-call.sse, llamacpp/reasoning.sse: 32-character call
		// ids, the arguments in pieces, reasoning_content, usage on the
		// finish chunk; llamacpp/error-field.sse: older builds' error: field
		{Name: "llamacpp", Model: "qwen2.5-7b-instruct",
			Shape: Shape{ID: "Jb2Ys1n8XqM0hP4tR7wKd9Lf3Vz6Ce5A", Reasoning: "reasoning_content", Usage: "finish"},
			Fail: map[Failure]Failing{
				ErrorEvent:  {Fixture: "llamacpp/context-exceeded.sse"},
				ServerError: {Response: Response{Status: http.StatusInternalServerError, Body: `{"error":{"code":500,"message":"Internal server error: failed to decode the batch","type":"server_error"}}`}},
			}},

		// llamacpp/jinja-500.json: started without --jinja, every request
		// with tools is a 500 whose message is the fix
		{Name: "llamacpp-no-jinja", Model: "qwen2.5-7b-instruct",
			Refuse: func(r Request) (Response, bool) {
				if len(r.Chat.Tools) > 0 {
					return Response{Status: http.StatusInternalServerError, Body: `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`}, true
				}
				return Response{}, false
			}},

		// lmstudio/tool-call.sse: <think> blocks as chunks of their own, a
		// numeric call id, later pieces with "type" and an empty name
		{Name: "lmstudio", Model: "qwen/qwen3-4b",
			Shape: Shape{ThinkTags: true, ID: "365174485", EmptyNames: true}},

		// vllm/auto-tool-choice-400.json: without --enable-auto-tool-choice
		// "auto" is refused; vllm/dialect-required.sse: "required" is served
		// whole. The model's chat template (Mistral-7B-Instruct's) raises on
		// roles that do not alternate. vllm/stream-error.sse: errors by
		// Python's json.dumps; vllm/nginx-502.html in front of it.
		{Name: "vllm", Model: "mistralai/Mistral-7B-Instruct-v0.3",
			Shape: Shape{Whole: true, Choice: func(c map[string]any) { c["logprobs"], c["stop_reason"] = nil, nil }},
			Refuse: func(r Request) (Response, bool) {
				if len(r.Chat.Tools) > 0 && r.Chat.ToolChoice == "auto" {
					return Response{Status: http.StatusBadRequest, Body: `{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}`}, true
				}
				if !Alternates(r.Chat.Messages) {
					return Response{Status: http.StatusBadRequest, Body: `{"object":"error","message":"After the optional system message, conversation roles must alternate user/assistant/user/assistant/...","type":"BadRequestError","param":null,"code":400}`}, true
				}
				return Response{}, false
			},
			Fail: map[Failure]Failing{ErrorEvent: {Fixture: "vllm/stream-error.sse"}, ServerError: {Fixture: "vllm/nginx-502.html"}}},

		// groq/tool-calls.sse, groq/usage-twice.sse: whole calls, usage in
		// x_groq on the finish chunk and again in a usage chunk when asked;
		// groq/tool-use-failed.sse: its error in the stream
		{Name: "groq", Model: "llama-3.3-70b-versatile",
			Shape: Shape{Whole: true, Usage: "x_groq", ID: "call_gjk5"},
			Fail:  map[Failure]Failing{ErrorEvent: {Fixture: "groq/tool-use-failed.sse"}}},

		// openrouter/processing-comments.sse: ": OPENROUTER PROCESSING"
		// before the answer; openrouter/midstream-error.sse: a chunk with
		// "error" and finish_reason "error"
		{Name: "openrouter", Model: "openai/gpt-4o-mini",
			Shape: Shape{Head: []string{": OPENROUTER PROCESSING\n\n", ": OPENROUTER PROCESSING\n\n", ": OPENROUTER PROCESSING\n\n"},
				Chunk: func(c map[string]any) { c["provider"] = "OpenAI" }},
			Fail: map[Failure]Failing{ErrorEvent: {Fixture: "openrouter/midstream-error.sse"}}},

		// gemini/tool-call.sse: calls with no index, an extra_content thought
		// signature, finish_reason "stop", usage on the finish chunk;
		// gemini/error-list-400.json: errors as a JSON list
		{Name: "gemini", Model: "gemini-2.5-flash",
			Shape: Shape{Whole: true, NoIndex: true, ToolFinish: "stop", Usage: "finish", ID: "function-call-11812297456931043072",
				CallExtra: map[string]any{"extra_content": map[string]any{"google": map[string]any{"thought_signature": "CsYCAdHtim9KcF2xQv7T0pLm3sJw8uYb"}}}},
			Refuse: func(r Request) (Response, bool) {
				// a call sent back without its signature (Gemini 3 refuses it)
				if strings.Contains(string(r.Body), `"tool_calls"`) && !strings.Contains(string(r.Body), "thought_signature") {
					return Response{Status: http.StatusBadRequest, Body: `[{"error":{"code":400,"message":"Function call is missing a thought_signature in functionCall parts.","status":"INVALID_ARGUMENT"}}]`}, true
				}
				return Response{}, false
			},
			Fail: map[Failure]Failing{ServerError: {Response: Response{Status: http.StatusInternalServerError, Body: `[{"error":{"code":500,"message":"An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting","status":"INTERNAL"}}]`}}}},

		// mistral/tool-call.sse: the call whole with a 9-character id and no
		// type, its finish_reason and usage in the same chunk. Its role
		// rules (mistralai/mistral-common, validator.py): no system after
		// an assistant, no user after a tool, the last message a user's.
		{Name: "mistral", Model: "mistral-small-latest",
			Shape:  Shape{Whole: true, NoType: true, FinishWithCall: true, Usage: "finish", ID: "D681PevKs"},
			Refuse: mistralRoles,
			Fail: map[Failure]Failing{
				ServerError: {Response: Response{Status: http.StatusServiceUnavailable, Body: `{"object":"error","message":"Service unavailable.","type":"internal_server_error","param":null,"code":"1000"}`}},
			}},
	}
}

// DialectNamed is one of Dialects by name.
func DialectNamed(name string) (Dialect, bool) {
	for _, d := range Dialects() {
		if d.Name == name {
			return d, true
		}
	}
	return Dialect{}, false
}

var azureShape = Shape{
	Head: []string{`data: {"choices":[],"created":0,"id":"","model":"","object":"","prompt_filter_results":[{"prompt_index":0,"content_filter_results":{"hate":{"filtered":false,"severity":"safe"},"self_harm":{"filtered":false,"severity":"safe"},"sexual":{"filtered":false,"severity":"safe"},"violence":{"filtered":false,"severity":"safe"}}}]}` + "\n\n"},
	Choice: func(c map[string]any) {
		c["content_filter_results"] = map[string]any{}
		c["logprobs"] = nil
	},
	Chunk: func(c map[string]any) { c["system_fingerprint"] = "fp_5154047bf2" },
}

// Alternates is whether a list is one strict chat templates take: system
// messages only first, then user and assistant in turn from a user
// (tool results count with the assistant's turn).
func Alternates(msgs []Message) bool {
	i := 0
	for i < len(msgs) && msgs[i].Role == "system" {
		i++
	}
	want := "user"
	for _, m := range msgs[i:] {
		switch {
		case m.Role == "tool":
			continue
		case m.Role != want:
			return false
		}
		want = map[string]string{"user": "assistant", "assistant": "user"}[want]
	}
	return true
}

// mistralRoles refuses what Mistral's role rules refuse, with its body.
func mistralRoles(r Request) (Response, bool) {
	refuse := func(msg string) (Response, bool) {
		return Response{Status: http.StatusBadRequest, Body: `{"object":"error","message":"` + msg + `","type":"invalid_request_message_order","param":null,"code":"3230"}`}, true
	}
	msgs := r.Chat.Messages
	for i := 1; i < len(msgs); i++ {
		prev, cur := msgs[i-1].Role, msgs[i].Role
		if (prev == "assistant" && cur == "system") || (prev == "tool" && cur == "user") || (cur == "tool" && prev != "assistant" && prev != "tool") {
			return refuse("Unexpected role '" + cur + "' after role '" + prev + "'")
		}
	}
	if n := len(msgs); n > 0 && msgs[n-1].Role == "assistant" {
		return refuse("Expected last role User or Tool (or Assistant with prefix True) for serving but got assistant")
	}
	return Response{}, false
}
