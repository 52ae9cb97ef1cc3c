// https://vike.dev/route
export default '/models/@category/@id/@slug'
