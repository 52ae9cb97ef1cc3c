// A body that is missing or not JSON reads as an empty object, as Laravel's request input does.
export const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = JSON.parse(await request.text())
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
