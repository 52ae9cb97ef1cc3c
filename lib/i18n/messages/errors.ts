import type { Messages } from '../types'

// `api` has one message per error code of the Worker API (DESIGN.md), plus `network` for a request
// that never got an answer; a page looks them up as `errors.api.<code>`.
export const pt = {
  notFound: 'Esta página não pôde ser encontrada.',
  return: 'Voltar',
  home: 'INÍCIO',
  status: 'Erro {{status}}',
  errorPageFailed: 'Ocorreu um erro ao exibir a página de erro',
  generic: 'Algo deu errado. Tente novamente em instantes.',
  api: {
    bad_request: 'Não foi possível entender o envio. Confira os dados e tente novamente.',
    forbidden_origin: 'Este envio não é permitido a partir desta página.',
    request_timeout: 'O envio parou no caminho. Verifique a sua conexão e tente novamente.',
    body_too_large: 'O envio é grande demais. Use fotos menores e tente novamente.',
    file_too_large: 'O arquivo selecionado é muito grande. O tamanho máximo permitido é 2MB.',
    unsupported_file_type: 'Formato de arquivo não aceito. Envie imagens PNG, GIF ou JPEG.',
    heif_photo:
      'Fotos HEIC/HEIF não são aceitas. Envie em JPEG: na câmera do celular, escolha o formato “Mais compatível” (ou JPEG), ou compartilhe ou exporte a foto como JPEG e escolha-a de novo.',
    invalid_fields: 'Alguns campos estão inválidos. Confira os campos destacados.',
    rate_limited: 'Muitos envios em pouco tempo. Aguarde um minuto e tente novamente.',
    upstream_failed: 'Não conseguimos entregar o seu envio agora. Tente novamente mais tarde.',
    store_failed: 'Não conseguimos registrar o seu envio agora. Nada foi perdido: tente novamente.',
    network: 'Sem conexão com a internet. Verifique a sua rede e tente novamente.',
  },
} as const

export const en: Messages<typeof pt> = {
  notFound: 'This page could not be found.',
  return: 'Return',
  home: 'HOME',
  status: 'Error {{status}}',
  errorPageFailed: 'An error occurred while showing the error page',
  generic: 'Something went wrong. Please try again in a moment.',
  api: {
    bad_request: 'The submission could not be understood. Please check your details and try again.',
    forbidden_origin: 'Submissions are not allowed from this page.',
    request_timeout: 'The submission stalled on the way. Please check your connection and try again.',
    body_too_large: 'The submission is too large. Please use smaller photos and try again.',
    file_too_large: 'The selected file is too large. The maximum size allowed is 2MB.',
    unsupported_file_type: 'File type not accepted. Please send PNG, GIF or JPEG images.',
    heif_photo:
      'HEIC/HEIF photos are not accepted. Please send a JPEG: set your phone’s camera to “Most compatible” (or JPEG), or share or export the photo as JPEG and choose it again.',
    invalid_fields: 'Some fields are invalid. Please check the highlighted fields.',
    rate_limited: 'Too many submissions in a short time. Please wait a minute and try again.',
    upstream_failed: 'We could not deliver your submission right now. Please try again later.',
    store_failed: 'We could not record your submission right now. Nothing was lost: please try again.',
    network: 'You appear to be offline. Please check your connection and try again.',
  },
}

export const es: Messages<typeof pt> = {
  notFound: 'No se pudo encontrar esta página.',
  return: 'Volver',
  home: 'INICIO',
  status: 'Error {{status}}',
  errorPageFailed: 'Ocurrió un error al mostrar la página de error',
  generic: 'Algo salió mal. Inténtalo de nuevo en unos instantes.',
  api: {
    bad_request: 'No se pudo entender el envío. Revisa tus datos e inténtalo de nuevo.',
    forbidden_origin: 'No se permiten envíos desde esta página.',
    request_timeout: 'El envío se detuvo en el camino. Revisa tu conexión e inténtalo de nuevo.',
    body_too_large: 'El envío es demasiado grande. Usa fotos más pequeñas e inténtalo de nuevo.',
    file_too_large: 'El archivo seleccionado es demasiado grande. El tamaño máximo permitido es 2MB.',
    unsupported_file_type: 'Formato de archivo no aceptado. Envía imágenes PNG, GIF o JPEG.',
    heif_photo:
      'No se aceptan fotos HEIC/HEIF. Envíala en JPEG: en la cámara del móvil elige el formato “Más compatible” (o JPEG), o comparte o exporta la foto como JPEG y elígela de nuevo.',
    invalid_fields: 'Algunos campos no son válidos. Revisa los campos marcados.',
    rate_limited: 'Demasiados envíos en poco tiempo. Espera un minuto e inténtalo de nuevo.',
    upstream_failed: 'No pudimos entregar tu envío en este momento. Inténtalo más tarde.',
    store_failed: 'No pudimos registrar tu envío en este momento. No se perdió nada: inténtalo de nuevo.',
    network: 'Parece que no tienes conexión. Revisa tu red e inténtalo de nuevo.',
  },
}
