// https://vike.dev/client
import { reloadOnChunkError } from './reloadOnChunkError'

reloadOnChunkError()
