import { useCallback, useEffect, useRef } from 'react'

/**
 * A form's submit that sends once however fast it is clicked: a second click while the first
 * request is on its way does nothing. The button's `disabled` is not enough, because the
 * mutation's pending state reaches React only after the next click may already have landed.
 * `send` is a mutation's `mutateAsync`; its failure is the query client's toast, so it is only
 * awaited here, never reported twice.
 */
export function useSingleSubmit<TVariables>(send: (variables: TVariables) => Promise<unknown>) {
  const sending = useRef(false)
  const latest = useRef(send)
  useEffect(() => {
    latest.current = send
  })
  return useCallback(async (variables: TVariables) => {
    if (sending.current) return
    sending.current = true
    try {
      await latest.current(variables)
    } catch {
      // Shown by the mutation cache (meta.errorTitle); the form keeps what was typed.
    } finally {
      sending.current = false
    }
  }, [])
}
