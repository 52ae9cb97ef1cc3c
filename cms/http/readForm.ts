export type FormContent = { fields: Record<string, string>; files: { field: string; file: File }[] }

// Multipart or urlencoded, parsed by the platform's own Request; anything unreadable counts as empty.
export const readForm = async (request: Request): Promise<FormContent> => {
  const content: FormContent = { fields: {}, files: [] }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return content
  }
  for (const [field, value] of form) {
    if (typeof value === 'string') content.fields[field] = value
    // Browsers send an empty part when no file was chosen: that is no file.
    else if (value.size > 0 || value.name !== '') content.files.push({ field, file: value })
  }
  return content
}
