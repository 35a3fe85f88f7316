export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      admins: {
        Row: {
          created_at: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          role?: string
          user_id: string
        }
        Update: {
          created_at?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      article_autosaves: {
        Row: {
          article_id: string
          breaking: boolean | null
          category: string | null
          content: string | null
          excerpt: string | null
          featured: boolean | null
          image_alt: string | null
          image_url: string | null
          saved_at: string
          saved_by: string | null
          title: string | null
        }
        Insert: {
          article_id: string
          breaking?: boolean | null
          category?: string | null
          content?: string | null
          excerpt?: string | null
          featured?: boolean | null
          image_alt?: string | null
          image_url?: string | null
          saved_at?: string
          saved_by?: string | null
          title?: string | null
        }
        Update: {
          article_id?: string
          breaking?: boolean | null
          category?: string | null
          content?: string | null
          excerpt?: string | null
          featured?: boolean | null
          image_alt?: string | null
          image_url?: string | null
          saved_at?: string
          saved_by?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "article_autosaves_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: true
            referencedRelation: "articles"
            referencedColumns: ["id"]
          },
        ]
      }
      article_counts: {
        Row: {
          articles: number
          category: string
          status: string
        }
        Insert: {
          articles?: number
          category: string
          status: string
        }
        Update: {
          articles?: number
          category?: string
          status?: string
        }
        Relationships: []
      }
      article_revisions: {
        Row: {
          article_id: string
          author: string
          breaking: boolean
          category: string
          content: string
          created_at: string
          edited_by: string | null
          edited_by_name: string | null
          excerpt: string
          featured: boolean
          id: number
          image_alt: string | null
          image_url: string | null
          publish_date: string
          status: string
          title: string
        }
        Insert: {
          article_id: string
          author: string
          breaking: boolean
          category: string
          content: string
          created_at?: string
          edited_by?: string | null
          edited_by_name?: string | null
          excerpt: string
          featured: boolean
          id?: never
          image_alt?: string | null
          image_url?: string | null
          publish_date: string
          status: string
          title: string
        }
        Update: {
          article_id?: string
          author?: string
          breaking?: boolean
          category?: string
          content?: string
          created_at?: string
          edited_by?: string | null
          edited_by_name?: string | null
          excerpt?: string
          featured?: boolean
          id?: never
          image_alt?: string | null
          image_url?: string | null
          publish_date?: string
          status?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "article_revisions_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: false
            referencedRelation: "articles"
            referencedColumns: ["id"]
          },
        ]
      }
      articles: {
        Row: {
          author: string
          author_id: string | null
          breaking: boolean
          byline_id: string | null
          category: string
          content: string
          excerpt: string
          featured: boolean
          id: string
          image_alt: string | null
          image_url: string | null
          publish_date: string
          review_requested_at: string | null
          search_vector: unknown
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          author?: string
          author_id?: string | null
          breaking?: boolean
          byline_id?: string | null
          category?: string
          content?: string
          excerpt: string
          featured?: boolean
          id?: string
          image_alt?: string | null
          image_url?: string | null
          publish_date?: string
          review_requested_at?: string | null
          search_vector?: never
          slug?: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          author?: string
          author_id?: string | null
          breaking?: boolean
          byline_id?: string | null
          category?: string
          content?: string
          excerpt?: string
          featured?: boolean
          id?: string
          image_alt?: string | null
          image_url?: string | null
          publish_date?: string
          review_requested_at?: string | null
          search_vector?: never
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "articles_byline_id_fkey"
            columns: ["byline_id"]
            isOneToOne: false
            referencedRelation: "authors"
            referencedColumns: ["id"]
          },
        ]
      }
      authors: {
        Row: {
          bio: string | null
          created_at: string
          display_name: string | null
          id: string
          slug: string | null
          user_id: string | null
        }
        Insert: {
          bio?: string | null
          created_at?: string
          display_name?: string | null
          id?: string
          slug?: string | null
          user_id?: string | null
        }
        Update: {
          bio?: string | null
          created_at?: string
          display_name?: string | null
          id?: string
          slug?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      comment_counts: {
        Row: {
          comments: number
          status: string
        }
        Insert: {
          comments?: number
          status: string
        }
        Update: {
          comments?: number
          status?: string
        }
        Relationships: []
      }
      comments: {
        Row: {
          article_id: string
          author_name: string
          content: string
          created_at: string
          id: string
          status: string
          website: string | null
        }
        Insert: {
          article_id: string
          author_name: string
          content: string
          created_at?: string
          id?: string
          status?: string
          website?: string | null
        }
        Update: {
          article_id?: string
          author_name?: string
          content?: string
          created_at?: string
          id?: string
          status?: string
          website?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "comments_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: false
            referencedRelation: "articles"
            referencedColumns: ["id"]
          },
        ]
      }
      import_notes: {
        Row: {
          id: number
          import_id: string
          kind: string
          reason: string
          subject: string
        }
        Insert: {
          id?: never
          import_id: string
          kind: string
          reason: string
          subject: string
        }
        Update: {
          id?: never
          import_id?: string
          kind?: string
          reason?: string
          subject?: string
        }
        Relationships: [
          {
            foreignKeyName: "import_notes_import_id_fkey"
            columns: ["import_id"]
            isOneToOne: false
            referencedRelation: "imports"
            referencedColumns: ["id"]
          },
        ]
      }
      imports: {
        Row: {
          counts: NonNullable<Json>
          created_at: string
          file_name: string
          file_size: number
          fingerprint: string
          finished_at: string | null
          format: string
          id: string
          mapping: NonNullable<Json>
          notes_count: number
          processed: number
          source_site: string
          started_by: string | null
          state: string
          total: number
          updated_at: string
        }
        Insert: {
          counts?: NonNullable<Json>
          created_at?: string
          file_name: string
          file_size: number
          fingerprint: string
          finished_at?: string | null
          format: string
          id?: string
          mapping?: NonNullable<Json>
          notes_count?: number
          processed?: number
          source_site?: string
          started_by?: string | null
          state?: string
          total?: number
          updated_at?: string
        }
        Update: {
          counts?: NonNullable<Json>
          created_at?: string
          file_name?: string
          file_size?: number
          fingerprint?: string
          finished_at?: string | null
          format?: string
          id?: string
          mapping?: NonNullable<Json>
          notes_count?: number
          processed?: number
          source_site?: string
          started_by?: string | null
          state?: string
          total?: number
          updated_at?: string
        }
        Relationships: []
      }
      newsletter_issues: {
        Row: {
          article_ids: string[]
          content: Json | null
          created_at: string
          created_by: string | null
          failed_count: number
          id: string
          intro: string
          recipients: number
          sending_at: string | null
          sent_at: string | null
          sent_count: number
          state: string
          subject: string
          updated_at: string
        }
        Insert: {
          article_ids?: string[]
          content?: Json | null
          created_at?: string
          created_by?: string | null
          failed_count?: number
          id?: string
          intro?: string
          recipients?: number
          sending_at?: string | null
          sent_at?: string | null
          sent_count?: number
          state?: string
          subject?: string
          updated_at?: string
        }
        Update: {
          article_ids?: string[]
          content?: Json | null
          created_at?: string
          created_by?: string | null
          failed_count?: number
          id?: string
          intro?: string
          recipients?: number
          sending_at?: string | null
          sent_at?: string | null
          sent_count?: number
          state?: string
          subject?: string
          updated_at?: string
        }
        Relationships: []
      }
      redirects: {
        Row: {
          article_id: string | null
          created_at: string
          from_path: string
          import_id: string | null
          to_path: string | null
        }
        Insert: {
          article_id?: string | null
          created_at?: string
          from_path: string
          import_id?: string | null
          to_path?: string | null
        }
        Update: {
          article_id?: string | null
          created_at?: string
          from_path?: string
          import_id?: string | null
          to_path?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "redirects_article_id_fkey"
            columns: ["article_id"]
            isOneToOne: false
            referencedRelation: "articles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "redirects_import_id_fkey"
            columns: ["import_id"]
            isOneToOne: false
            referencedRelation: "imports"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          id: boolean
          postal_address: string
          reply_to: string
          require_two_factor: boolean
          site_name: string
          updated_at: string
        }
        Insert: {
          id?: boolean
          postal_address?: string
          reply_to?: string
          require_two_factor?: boolean
          site_name?: string
          updated_at?: string
        }
        Update: {
          id?: boolean
          postal_address?: string
          reply_to?: string
          require_two_factor?: boolean
          site_name?: string
          updated_at?: string
        }
        Relationships: []
      }
      subscribers: {
        Row: {
          confirm_sent_at: string | null
          confirm_token_hash: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          id: string
          signup_path: string | null
          status: string
          unsubscribed_at: string | null
        }
        Insert: {
          confirm_sent_at?: string | null
          confirm_token_hash?: string | null
          confirmed_at?: string | null
          created_at?: string
          email: string
          id?: string
          signup_path?: string | null
          status?: string
          unsubscribed_at?: string | null
        }
        Update: {
          confirm_sent_at?: string | null
          confirm_token_hash?: string | null
          confirmed_at?: string | null
          created_at?: string
          email?: string
          id?: string
          signup_path?: string | null
          status?: string
          unsubscribed_at?: string | null
        }
        Relationships: []
      }
      video_posts: {
        Row: {
          created_at: string
          id: string
          title: string
          url: string
        }
        Insert: {
          created_at?: string
          id?: string
          title: string
          url: string
        }
        Update: {
          created_at?: string
          id?: string
          title?: string
          url?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      add_invited_member: {
        Args: { member: string; member_role: string }
        Returns: undefined
      }
      analytics_report: { Args: { days: number }; Returns: Json }
      article_count: {
        Args: {
          cap?: number
          category?: string
          search?: string
          status?: string
        }
        Returns: Json
      }
      article_page: { Args: { slug: string }; Returns: Json }
      article_total: { Args: Record<PropertyKey, never>; Returns: number }
      article_view_counts: { Args: { article_ids: string[] }; Returns: Json }
      article_view_history: { Args: { article_id: string }; Returns: Json }
      author_page: {
        Args: {
          before_date?: string
          before_id?: string
          page_size?: number
          slug: string
        }
        Returns: Json
      }
      can_manage_team: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_send_newsletter: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      category_page: {
        Args: {
          after_date?: string
          after_id?: string
          category: string
          page_size?: number
        }
        Returns: Json
      }
      collect_page_view: {
        Args: {
          device?: string
          path: string
          referrer?: string
          utm_campaign?: string
          utm_medium?: string
          utm_source?: string
        }
        Returns: undefined
      }
      comment_statuses: { Args: { ids: string[] }; Returns: Json }
      confirm_subscription: { Args: { token: string }; Returns: Json }
      erase_subscriber: { Args: { subscriber_id: string }; Returns: Json }
      export_subscribers: { Args: Record<PropertyKey, never>; Returns: Json }
      home_page: { Args: Record<PropertyKey, never>; Returns: Json }
      image_sets_older_than: {
        Args: {
          after_name?: string
          max_objects?: number
          min_age_seconds: number
        }
        Returns: Json
      }
      import_articles: {
        Args: { import_id: string; rows: Json }
        Returns: Json
      }
      import_existing: {
        Args: { import_id: string; keys: string[]; kind: string }
        Returns: string[]
      }
      import_images: {
        Args: { import_id: string; sets: string[] }
        Returns: undefined
      }
      import_progress: {
        Args: {
          counts: Json
          import_id: string
          notes: Json
          processed: number
          state?: string
        }
        Returns: undefined
      }
      import_redirects: {
        Args: { import_id: string; rows: Json }
        Returns: number
      }
      import_start: {
        Args: {
          file_name: string
          file_size: number
          fingerprint: string
          format: string
          mapping: Json
          source_site: string
          total: number
        }
        Returns: Json
      }
      import_subscribers: {
        Args: { import_id: string; rows: Json }
        Returns: Json
      }
      invitation_sender: { Args: Record<PropertyKey, never>; Returns: Json }
      invited_account: { Args: { address: string }; Returns: string }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_editor: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      latest_articles: { Args: { max_rows?: number }; Returns: Json }
      mail_issue_content: { Args: { issue_id: string }; Returns: Json }
      mail_outbox_claim: {
        Args: { batch_size?: number; lease_seconds?: number }
        Returns: Json
      }
      mail_outbox_report: { Args: { results: Json }; Returns: Json }
      mail_sender: { Args: Record<PropertyKey, never>; Returns: Json }
      newsletter_click: {
        Args: { issue_id: string; link: string }
        Returns: Json
      }
      newsletter_click_counts: { Args: { issue_ids: string[] }; Returns: Json }
      newsletter_issue_progress: { Args: { issue_id: string }; Returns: Json }
      overview_counts: { Args: Record<PropertyKey, never>; Returns: Json }
      recent_videos: { Args: { max_age_days?: number }; Returns: Json }
      redirect_rules: {
        Args: { after_path?: string; max_rows?: number }
        Returns: Json
      }
      remove_member: { Args: { member: string }; Returns: undefined }
      resolve_redirect: { Args: { path: string }; Returns: Json }
      restore_article_revision: { Args: { revision_id: number }; Returns: Json }
      search_articles: {
        Args: { max_results?: number; q: string }
        Returns: Json
      }
      send_newsletter_issue: { Args: { issue_id: string }; Returns: Json }
      send_newsletter_test: { Args: { issue_id: string }; Returns: Json }
      session_meets_two_factor_rule: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      set_member_role: {
        Args: { member: string; new_role: string }
        Returns: undefined
      }
      sitemap_articles: {
        Args: { after_slug?: string; max_rows?: number }
        Returns: Json
      }
      sitemap_authors: {
        Args: { after_slug?: string; max_rows?: number }
        Returns: Json
      }
      sitemap_page: { Args: { page?: number }; Returns: Json }
      staff_role: { Args: Record<PropertyKey, never>; Returns: string }
      subscriber_status_counts: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      team_members: {
        Args: Record<PropertyKey, never>
        Returns: {
          accepted: boolean
          display_name: string
          email: string
          invited_at: string
          last_sign_in_at: string
          role: string
          two_factor: boolean
          user_id: string
        }[]
      }
      undo_import: { Args: { import_id: string }; Returns: Json }
      unreferenced_image_sets: { Args: { sets: string[] }; Returns: string[] }
      unsubscribe_newsletter: { Args: { token: string }; Returns: Json }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

