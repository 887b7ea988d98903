//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"
)

// main gives JavaScript one function, helmTemplate(requestJSON, bytesByPath?) → resultJSON, and
// keeps the program alive for the next call.
func main() {
	js.Global().Set("helmTemplate", js.FuncOf(func(_ js.Value, args []js.Value) (answer any) {
		defer func() {
			if r := recover(); r != nil {
				answer = encode(Result{OK: false, Error: fmt.Sprintf("Error: the template engine failed: %v\n", r)})
			}
		}()
		var req Request
		if err := json.Unmarshal([]byte(args[0].String()), &req); err != nil {
			return encode(Result{OK: false, Error: fmt.Sprintf("Error: the request is not valid: %v\n", err)})
		}
		binary := map[string][]byte{}
		if len(args) > 1 && args[1].Type() == js.TypeObject {
			keys := js.Global().Get("Object").Call("keys", args[1])
			for i := 0; i < keys.Length(); i++ {
				key := keys.Index(i).String()
				value := args[1].Get(key)
				buf := make([]byte, value.Get("length").Int())
				js.CopyBytesToGo(buf, value)
				binary[key] = buf
			}
		}
		return encode(Render(req, binary))
	}))
	js.Global().Call("helmTemplateReady")
	select {}
}

func encode(result Result) string {
	out, _ := json.Marshal(result)
	return string(out)
}
