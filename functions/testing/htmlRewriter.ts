// Workers' HTMLRewriter for the Worker's unit tests in Node, which has none: lol-html compiled to
// WebAssembly (html-rewriter-wasm, the engine workerd runs, as Miniflare 2 used it), behind the Response API
// the Worker calls (`new HTMLRewriter().on(selector, handlers).transform(response)`). It reads the whole
// body before rewriting (workerd streams): test code only. The end-to-end specs run workerd's own.
import { HTMLRewriter as WasmRewriter } from 'html-rewriter-wasm'

type Handlers = Parameters<WasmRewriter['on']>[1]

class TestHTMLRewriter {
  readonly #handlers: [string, Handlers][] = []

  on(selector: string, handlers: Handlers): this {
    this.#handlers.push([selector, handlers])
    return this
  }

  transform(response: Response): Response {
    const handlers = this.#handlers
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const rewriter = new WasmRewriter((chunk) => controller.enqueue(chunk.slice()))
        for (const [selector, h] of handlers) rewriter.on(selector, h)
        try {
          await rewriter.write(new Uint8Array(await response.arrayBuffer()))
          await rewriter.end()
          controller.close()
        } catch (error) {
          controller.error(error)
        } finally {
          rewriter.free()
        }
      },
    })
    return new Response(body, response)
  }
}

/** Installs the stand-in as the global HTMLRewriter (where the runtime has none). */
export function installHTMLRewriter(): void {
  // A declared class, not a property of globalThis's type: set through a view of it that has one.
  const global = globalThis as { HTMLRewriter?: unknown }
  global.HTMLRewriter ??= TestHTMLRewriter
}
