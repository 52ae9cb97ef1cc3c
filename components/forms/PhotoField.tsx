import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { useField } from 'react-final-form'
import { useT } from '../../lib/i18n/useT'
import { checkPhoto, type PhotoProblem, photoAccept } from './checkPhoto'
import { errorText, isFlagged } from './fieldStatus'
import { shortFileName } from './shortFileName'

type PhotoFieldProps = { form: string; name: 'image_1' | 'image_2'; label: string; hintId: string }

/**
 * One required photo: a picker shown as a portrait frame with a preview of the chosen image and its name
 * cut to 7 characters. A file over 2 MB (or not an image) is refused at once with the spec's message and
 * the choice is cleared; the Worker checks the real type again.
 */
export function PhotoField({ form, name, label, hintId }: PhotoFieldProps) {
  const t = useT()
  const { input, meta } = useField<File | null>(name, {
    subscription: {
      value: true,
      error: true,
      touched: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  })
  const file = input.value || null
  const fileInput = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<PhotoProblem | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      // Cleared by the form (after the sent state): forget the browser's own choice too.
      if (fileInput.current) fileInput.current.value = ''
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null
    const refused = chosen ? checkPhoto(chosen) : null
    setProblem(refused)
    if (refused) {
      event.currentTarget.value = ''
      input.onChange(null)
    } else {
      input.onChange(chosen)
    }
    input.onBlur()
  }

  const id = `${form}-${name}`
  const flagged = isFlagged(meta) || problem !== null
  const problemId = `${id}-problem`
  const errorId = `${id}-error`
  const describedBy = [hintId, problem ? problemId : null, flagged && !problem ? errorId : null, `${id}-name`]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      className="form-field form-photo"
      data-invalid={flagged || undefined}
      data-chosen={file ? true : undefined}
    >
      <input
        ref={fileInput}
        id={id}
        name={name}
        type="file"
        accept={photoAccept}
        className="form-photo-input visually-hidden"
        required
        aria-invalid={flagged || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        onFocus={() => input.onFocus()}
      />
      <label className="form-photo-frame" htmlFor={id}>
        <span className="form-label">{label}</span>
        <span className="form-photo-box">
          {preview ? (
            // Decorative: the field's name and the chosen file's name say what it is.
            <img src={preview} alt="" />
          ) : (
            <span className="form-photo-choose" aria-hidden="true">
              <span className="form-photo-plus" />
              {t('forms.beAModel.chooseFile')}
            </span>
          )}
        </span>
      </label>
      <span className="form-photo-name" id={`${id}-name`} title={file?.name}>
        {file ? shortFileName(file.name) : t('forms.beAModel.noFile')}
      </span>
      {problem && (
        <p className="form-photo-problem" id={problemId} role="alert">
          {problem === 'tooLarge' ? t('forms.beAModel.fileTooLarge') : t('errors.api.unsupported_file_type')}
        </p>
      )}
      {flagged && !problem && (
        <span id={errorId} className="visually-hidden">
          {errorText(t, name, label, meta)}
        </span>
      )}
    </div>
  )
}
