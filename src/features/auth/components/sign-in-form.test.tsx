import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthContext, type AuthContextValue } from '../utils/auth-context.ts'
import { SignInForm } from './sign-in-form.tsx'

const toast = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toast-store.ts', () => ({ toast }))

function renderForm(signIn: AuthContextValue['signIn']) {
  const onSignedIn = vi.fn()
  const value: AuthContextValue = {
    user: null, session: null, loading: false, sessionEnded: false, signIn,
    signOut: vi.fn(),
  }
  render(
    <MemoryRouter>
      <AuthContext.Provider value={value}>
        <SignInForm onSignedIn={onSignedIn} />
      </AuthContext.Provider>
    </MemoryRouter>,
  )
  return { onSignedIn }
}

describe('SignInForm', () => {
  beforeEach(() => toast.mockClear())

  it('asks for both fields without calling the server', async () => {
    const signIn = vi.fn()
    renderForm(signIn)
    await userEvent.type(screen.getByLabelText('Email Address'), 'admin@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Please fill in all fields', variant: 'destructive' })
    expect(signIn).not.toHaveBeenCalled()
  })

  it('says in plain words why sign-in failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const signIn = vi.fn().mockResolvedValue({ error: { name: 'AuthApiError', message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' } })
    const { onSignedIn } = renderForm(signIn)
    await userEvent.type(screen.getByLabelText('Email Address'), ' admin@example.com ')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(signIn).toHaveBeenCalledWith('admin@example.com', 'wrong')
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith({
      title: 'Sign in Failed',
      description: "You weren't signed in. The email address or password is not right. Check both and try again.",
      variant: 'destructive',
    }))
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('never shows "{}" when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderForm(vi.fn().mockResolvedValue({ error: { name: 'AuthRetryableFetchError', message: '{}', status: 0 } }))
    await userEvent.type(screen.getByLabelText('Email Address'), 'admin@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'admin-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith({
      title: 'Sign in Failed',
      description: "You weren't signed in. Check your connection and try again.",
      variant: 'destructive',
    }))
  })

  it('shows Signing In... while busy, then welcomes and redirects', async () => {
    let finish: (value: { error: null }) => void = () => undefined
    const signIn = vi.fn(() => new Promise<{ error: null }>((resolve) => { finish = resolve }))
    const { onSignedIn } = renderForm(signIn)
    await userEvent.type(screen.getByLabelText('Email Address'), 'admin@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'admin-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    finish({ error: null })
    await screen.findByRole('button', { name: 'Sign In' })
    expect(toast).toHaveBeenCalledWith({ title: 'Success!', description: 'Welcome back! Redirecting to dashboard...', variant: 'success' })
    expect(onSignedIn).toHaveBeenCalledOnce()
  })

  it('toggles the password between hidden and shown', async () => {
    renderForm(vi.fn())
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
  })
})
