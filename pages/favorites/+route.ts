// https://vike.dev/route
export default '/favorites'
