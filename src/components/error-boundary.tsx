import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** Shown in place of the children after one of them failed to render. */
  fallback: ReactNode
  /** Names the part in the log line. */
  name: string
  children: ReactNode
}

/**
 * Keeps a render error inside one part of a screen, so what surrounds it stays usable. React
 * offers this only as a class; give it a new `key` to start the part afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} error:`, error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
