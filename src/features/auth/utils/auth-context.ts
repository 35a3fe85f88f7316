import type { AuthError, Session, User } from '@supabase/supabase-js'
import { createContext } from 'react'

/** What the admin pages know about the signed-in user. */
export interface AuthContextValue {
  user: User | null
  session: Session | null
  loading: boolean
  /** Signed out because the session ended under the member (not by Logout): sign-in says so. */
  sessionEnded: boolean
  /** needsCode: the password was right and the member's second factor is asked next. */
  signIn: (email: string, password: string) => Promise<{ error: AuthError | null; needsCode?: boolean }>
  signOut: () => Promise<{ error: AuthError | null }>
}

export const AuthContext = createContext<AuthContextValue | null>(null)
