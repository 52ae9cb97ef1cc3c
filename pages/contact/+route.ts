// https://vike.dev/route (the language-neutral path; see renderer/+onBeforeRoute)
export default '/contact'
