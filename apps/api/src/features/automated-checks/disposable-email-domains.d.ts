/** The package ships a JSON array of disposable-address domains without type declarations. */
declare module 'disposable-email-domains' {
  const domains: string[]
  export default domains
}
