// https://vike.dev/client
import { reportHydrationMismatch } from './preact/reportHydrationMismatch'
import { reloadOnChunkError } from './reloadOnChunkError'

reloadOnChunkError()
reportHydrationMismatch()
