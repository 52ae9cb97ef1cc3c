import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { photo } from './testing/photos'
import { type Assets, harness, post, siteOrigin } from './testing/workerd'

// A refused plain (no-script) application or contact: the Worker answers with the form's page refilled
// (issue 29). The page here is a small stand-in of the prerendered one (same names, ids and action); the
// real page is rewritten end to end in tests/forms/noscript.spec.ts. The rewrite is workerd's HTMLRewriter.

const applicationPage = (lang: string) => `<!doctype html><html lang="${lang}"><body>
<form action="/api/get-scouted" method="post" enctype="multipart/form-data">
<label for="apply-name">Name</label><input id="apply-name" name="name" value="">
<input id="apply-phone" name="phone" type="tel"><input id="apply-email" name="email" type="email">
<input type="radio" name="gender" value="woman"><input type="radio" name="gender" value="man">
<input id="apply-birthdate" name="birthdate">
<select name="height"><option value="">Select</option><option value="170/5.7">170</option><option value="175/5.9">175</option></select>
<input type="file" name="image_1"><input type="file" name="image_2">
<input type="checkbox" name="consent" value="yes" required>
<input name="guardian_name"><input type="checkbox" name="guardian_consent" value="yes">
<input type="text" name="website" value=""><input type="hidden" name="lang" value="${lang}">
<button type="submit">Send</button></form></body></html>`

const contactPage = `<!doctype html><html><body><form action="/api/contact" method="post">
<input name="email" type="email"><textarea name="message"></textarea><input type="hidden" name="lang" value="pt">
</form></body></html>`

const pages: Record<string, string> = {
  '/seja-um-modelo': applicationPage('pt'),
  '/en/be-a-model': applicationPage('en'),
  '/contato': contactPage,
}
const assets: Assets = (path) => {
  const html = pages[path]
  return html
    ? new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"p"' } })
    : new Response('missing', { status: 404 })
}

const plain = (body: FormData | string, from: string, type?: string) =>
  post(body, {
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    referer: `${siteOrigin}${from}`,
    ...(type ? { 'content-type': type } : {}),
  })

function application(lang: string, overrides: Record<string, string | File> = {}) {
  const form = new FormData()
  const values: Record<string, string | File> = {
    name: 'Ana <b>Luísa</b> "Gonçalves"',
    phone: '12',
    email: 'ana@example.com',
    gender: 'man',
    birthdate: '1/3/2004',
    height: '175/5.9',
    consent: 'yes',
    image_1: new File([photo('jpeg', 3000, 1)], 'a.jpg', { type: 'image/jpeg' }),
    image_2: new File([photo('png', 3000, 2)], 'b.png', { type: 'image/png' }),
    lang,
    ...overrides,
  }
  for (const [k, v] of Object.entries(values)) form.append(k, v)
  return form
}

describe('a refused application posted with no script', () => {
  it('comes back as the form page with every typed value, the field to fix named, photos to choose again (pt)', async () => {
    const h = harness({}, { assets })
    const res = await h.request('/api/get-scouted', plain(application('pt'), '/seja-um-modelo'))
    expect(res.status).toBe(422)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    // In a quoted attribute only the quote needs escaping: the name stays one value, nothing breaks out.
    expect(html).toContain('value="Ana <b>Luísa</b> &quot;Gonçalves&quot;">')
    expect(html).toMatch(/name="phone" type="tel" aria-invalid="true"[^>]*value="12"/)
    expect(html).toContain('name="email" type="email" value="ana@example.com"')
    expect(html).toContain('value="man" checked=""')
    expect(html).not.toContain('value="woman" checked')
    expect(html).toContain('value="1/3/2004"')
    expect(html).toContain('<option value="175/5.9" selected="">')
    expect(html).toContain('Não foi enviado. Confira: Telefone.')
    expect(html).toContain('Escolha de novo: Foto 1 e Foto 2')
    expect(await h.inbox()).toEqual([])
  })

  it('names the photo to choose again in English, and reads 1/3/2004 as the island does', async () => {
    const h = harness({}, { assets })
    const broken = new File([photo('jpeg', 3000).subarray(0, 2000)], 'b.jpg', { type: 'image/jpeg' })
    const res = await h.request(
      '/api/get-scouted',
      plain(application('en', { phone: '+55 11 98765-4321', image_2: broken }), '/en/be-a-model'),
    )
    expect(res.status).toBe(415)
    const html = await res.text()
    expect(html).toContain('Photo 2: send a whole PNG, GIF or JPEG image of up to 2MB.')
    expect(html).toContain('Choose again: Photo 1 and Photo 2')
    expect(html).toMatch(/name="image_2" aria-invalid="true"/)
  })

  it('says how to send a HEIC photo as JPEG (a real one, tests/samples), in Portuguese and English', async () => {
    const h = harness({}, { assets })
    const heic = readFileSync(join(import.meta.dirname, '..', 'tests', 'samples', 'photo.heic'))
    const cases = [
      ['pt', '/seja-um-modelo', 'Fotos HEIC/HEIF não são aceitas', 'Escolha de novo: Foto 1 e Foto 2'],
      [
        'en',
        '/en/be-a-model',
        'set your phone’s camera to “Most compatible”',
        'Choose again: Photo 1 and Photo 2',
      ],
    ] as const
    for (const [lang, from, advice, again] of cases) {
      const image_1 = new File([heic], 'IMG_0042.HEIC', { type: 'image/heic' })
      const res = await h.request(
        '/api/get-scouted',
        post(application(lang, { phone: '+55 11 98765-4321', image_1 }), {
          accept: 'text/html',
          referer: `${siteOrigin}${from}`,
          'cf-connecting-ip': `203.0.113.${lang === 'pt' ? 31 : 32}`,
        }),
      )
      expect(res.status).toBe(415)
      const html = await res.text()
      expect(html).toContain(advice)
      expect(html).toContain(again)
      expect(html).not.toContain('PNG, GIF ou JPEG inteira')
      expect(html).toMatch(/name="image_1" aria-invalid="true"/)
    }
    expect(await h.inbox()).toEqual([])
  })

  it('with a valid form (a date typed 1/3/2004) is delivered once, its date as dd/MM/yyyy', async () => {
    const h = harness({}, { assets })
    const res = await h.request(
      '/api/get-scouted',
      plain(application('pt', { phone: '+55 11 98765-4321' }), '/seja-um-modelo'),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/seja-um-modelo#apply-sent')
    const inbox = await h.inbox()
    expect(inbox).toHaveLength(1)
    expect(inbox[0]?.fields.birthdate).toBe('01/03/2004')
  })

  it('says which birth-date rule was broken: a future date (pt), a date too long ago (en), a format (pt)', async () => {
    const h = harness({}, { assets })
    const valid = { phone: '+55 11 98765-4321' }
    const send = async (lang: 'pt' | 'en', birthdate: string) => {
      const from = lang === 'pt' ? '/seja-um-modelo' : '/en/be-a-model'
      const res = await h.request('/api/get-scouted', plain(application(lang, { ...valid, birthdate }), from))
      expect(res.status).toBe(422)
      return res.text()
    }
    const future = await send('pt', '1/1/2030')
    expect(future).toContain('Não foi enviado. Confira: Data de nascimento.')
    expect(future).toContain('<p>A data de nascimento não pode ser no futuro</p>')
    expect(future).toMatch(/name="birthdate" aria-invalid="true"[^>]*value="1\/1\/2030"/)
    const old = await send('en', '01/01/1890')
    expect(old).toContain('<p>Check the year: that date is more than 100 years ago</p>')
    expect(old).not.toContain('dd/mm/yyyy')
    const format = await send('pt', '31/02/2001')
    expect(format).toContain('<p>Informe uma data válida no formato dd/mm/aaaa</p>')
    expect(await h.inbox()).toEqual([])
  })

  it('says a missing consent is why it was refused, and keeps everything else typed (pt)', async () => {
    const h = harness({}, { assets })
    const res = await h.request(
      '/api/get-scouted',
      plain(application('pt', { phone: '+55 11 98765-4321', consent: '' }), '/seja-um-modelo'),
    )
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Confira: Consentimento.')
    expect(html).toContain('Sem o seu consentimento não podemos receber a candidatura')
    expect(html).toMatch(/name="consent" value="yes" required aria-invalid="true"/)
    expect(html).not.toMatch(/name="consent"[^>]*checked/)
    expect(html).toContain('value="Ana <b>Luísa')
    expect(await h.inbox()).toEqual([])
  })

  it('refuses a 16-year-old without a guardian, says why, and keeps the guardian’s name typed (en)', async () => {
    const h = harness({}, { assets })
    const birthdate = `1/1/${new Date().getFullYear() - 16}`
    const sent = { phone: '+55 11 98765-4321', birthdate, guardian_name: 'Rita Silva' }
    const res = await h.request('/api/get-scouted', plain(application('en', sent), '/en/be-a-model'))
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain(
      'the applicant is under 18: give a parent’s or guardian’s name and tick their consent',
    )
    expect(html).toMatch(/name="guardian_name" value="Rita Silva"/)
    expect(html).toMatch(/name="guardian_consent" value="yes" aria-invalid="true"/)
    expect(await h.inbox()).toEqual([])
    const both = await h.request(
      '/api/get-scouted',
      plain(application('en', { ...sent, guardian_consent: 'yes' }), '/en/be-a-model'),
    )
    expect(both.status).toBe(303)
    expect((await h.inbox())[0]?.fields).toMatchObject({
      guardian_name: 'Rita Silva',
      guardian_consent: 'yes',
    })
  })

  it('reads two photos over 2 MB (a no-script phone post) and names them, instead of a bare 413', async () => {
    const h = harness({}, { assets })
    const big = (n: number) => new File([photo('jpeg', 3_000_000, n)], `IMG_${n}.jpg`, { type: 'image/jpeg' })
    const res = await h.request(
      '/api/get-scouted',
      plain(
        application('pt', { phone: '+55 11 98765-4321', image_1: big(1), image_2: big(2) }),
        '/seja-um-modelo',
      ),
    )
    expect(res.status).toBe(413)
    const html = await res.text()
    expect(html).toContain('Foto 1: envie uma imagem PNG, GIF ou JPEG inteira, de até 2MB.')
    expect(html).toContain('Foto 2: envie')
    expect(html).toContain('value="Ana <b>Luísa')
  })
})

describe('a refused contact posted with no script', () => {
  it('comes back with its message refilled and the e-mail named', async () => {
    const h = harness({}, { assets })
    const body = new URLSearchParams({
      email: 'ana@',
      message: 'Olá <script>x</script>',
      lang: 'pt',
    }).toString()
    const res = await h.request('/api/contact', plain(body, '/contato', 'application/x-www-form-urlencoded'))
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('>Olá &lt;script&gt;x&lt;/script&gt;</textarea>')
    expect(html).toMatch(/name="email" type="email" aria-invalid="true"[^>]*value="ana@"/)
    expect(html).toContain('Confira: E-mail.')
  })

  it('over the limit, comes back with its message refilled and told to wait a minute', async () => {
    const h = harness({}, { assets })
    const body = (i: number) =>
      new URLSearchParams({ email: `ana${i}@example.com`, message: `Olá ${i}`, lang: 'pt' }).toString()
    const send = (i: number) =>
      h.request('/api/contact', plain(body(i), '/contato', 'application/x-www-form-urlencoded'))
    for (let i = 0; i < 5; i++) expect((await send(i)).status).toBe(303)
    const res = await send(5)
    expect(res.status).toBe(429)
    const html = await res.text()
    expect(html).toContain('Muitos envios em pouco tempo. Aguarde um minuto e envie de novo.')
    expect(html).toContain('>Olá 5</textarea>')
    expect(html).toMatch(/name="email" type="email"[^>]*value="ana5@example.com"/)
    expect(await h.inbox()).toHaveLength(5)
  })
})
