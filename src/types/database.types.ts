// Shape of `supabase gen types typescript --local`. Regenerate with the Supabase CLI when the
// schema changes; every row type in the app comes from here.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      admins: {
        Row: { created_at: string; display_name: string | null; user_id: string }
        Insert: { created_at?: string; display_name?: string | null; user_id: string }
        Update: { created_at?: string; display_name?: string | null; user_id?: string }
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
            foreignKeyName: 'article_autosaves_article_id_fkey'
            columns: ['article_id']
            isOneToOne: true
            referencedRelation: 'articles'
            referencedColumns: ['id']
          },
        ]
      }
      article_counts: {
        Row: { articles: number; category: string; status: string }
        Insert: { articles?: number; category: string; status: string }
        Update: { articles?: number; category?: string; status?: string }
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
            foreignKeyName: 'article_revisions_article_id_fkey'
            columns: ['article_id']
            isOneToOne: false
            referencedRelation: 'articles'
            referencedColumns: ['id']
          },
        ]
      }
      articles: {
        Row: {
          author: string
          breaking: boolean
          category: string
          content: string
          excerpt: string
          featured: boolean
          id: string
          image_alt: string | null
          image_url: string | null
          publish_date: string
          search_vector: unknown
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          author?: string
          breaking?: boolean
          category?: string
          content?: string
          excerpt: string
          featured?: boolean
          id?: string
          image_alt?: string | null
          image_url?: string | null
          publish_date?: string
          search_vector?: never
          slug?: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          author?: string
          breaking?: boolean
          category?: string
          content?: string
          excerpt?: string
          featured?: boolean
          id?: string
          image_alt?: string | null
          image_url?: string | null
          publish_date?: string
          search_vector?: never
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      comment_counts: {
        Row: { comments: number; status: string }
        Insert: { comments?: number; status: string }
        Update: { comments?: number; status?: string }
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
            foreignKeyName: 'comments_article_id_fkey'
            columns: ['article_id']
            isOneToOne: false
            referencedRelation: 'articles'
            referencedColumns: ['id']
          },
        ]
      }
      subscribers: {
        Row: { created_at: string; email: string; id: string }
        Insert: { created_at?: string; email: string; id?: string }
        Update: { created_at?: string; email?: string; id?: string }
        Relationships: []
      }
      video_posts: {
        Row: { created_at: string; id: string; title: string; url: string }
        Insert: { created_at?: string; id?: string; title: string; url: string }
        Update: { created_at?: string; id?: string; title?: string; url?: string }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: {
      article_count: {
        Args: { cap?: number; category?: string; search?: string; status?: string }
        Returns: Json
      }
      article_page: { Args: { slug: string }; Returns: Json }
      article_total: { Args: Record<PropertyKey, never>; Returns: number }
      category_page: {
        Args: { after_date?: string; after_id?: string; category: string; page_size?: number }
        Returns: Json
      }
      comment_statuses: { Args: { ids: string[] }; Returns: Json }
      home_page: { Args: Record<PropertyKey, never>; Returns: Json }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      latest_articles: { Args: { max_rows?: number }; Returns: Json }
      overview_counts: { Args: Record<PropertyKey, never>; Returns: Json }
      recent_videos: { Args: { max_age_days?: number }; Returns: Json }
      restore_article_revision: { Args: { revision_id: number }; Returns: Json }
      search_articles: { Args: { max_results?: number; q: string }; Returns: Json }
      sitemap_articles: { Args: { after_slug?: string; max_rows?: number }; Returns: Json }
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
