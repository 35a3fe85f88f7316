import { describe, expect, it } from 'vitest'
import {
  EMPTY_ARTICLE_FORM, articleFieldsFromForm, formFromArticle, htmlHasContent, isBlankArticleForm,
  missingRequiredFields, requiredFieldsMessage,
} from './article-form-values.ts'

describe('htmlHasContent', () => {
  it.each(['', '<p></p>', '<p> </p>', '<p>&nbsp;</p>', '<h2></h2><p><br></p>'])('%j is empty', (html) => {
    expect(htmlHasContent(html)).toBe(false)
  })
  it.each(['<p>Hi</p>', '<p><img src="/a.png"></p>', 'text'])('%j has content', (html) => {
    expect(htmlHasContent(html)).toBe(true)
  })
})

describe('isBlankArticleForm', () => {
  it('is blank with the defaults only', () => {
    expect(isBlankArticleForm(EMPTY_ARTICLE_FORM)).toBe(true)
    expect(isBlankArticleForm({ ...EMPTY_ARTICLE_FORM, content: '<p></p>' })).toBe(true)
  })
  it('is not blank once anything was chosen', () => {
    expect(isBlankArticleForm({ ...EMPTY_ARTICLE_FORM, category: 'sports' })).toBe(false)
    expect(isBlankArticleForm({ ...EMPTY_ARTICLE_FORM, breaking: true })).toBe(false)
  })
})

describe('form ↔ row', () => {
  it('defaults to health-news for an unknown category and empty strings for null images', () => {
    const form = formFromArticle({
      title: 'T', excerpt: 'E', content: '<p>C</p>', category: 'gone', image_url: null, image_alt: null, featured: false, breaking: true,
    })
    expect(form).toEqual({ ...EMPTY_ARTICLE_FORM, title: 'T', excerpt: 'E', content: '<p>C</p>', breaking: true })
  })
  it('trims text and stores empty image fields as null', () => {
    expect(articleFieldsFromForm({ ...EMPTY_ARTICLE_FORM, title: ' T ', excerpt: ' E ', content: '<p>C</p>', image_alt: '  ' })).toEqual({
      title: 'T', excerpt: 'E', content: '<p>C</p>', category: 'health-news', image_url: null, image_alt: null, featured: false, breaking: false,
    })
  })
})

describe('required fields', () => {
  it('names each empty required field, in form order', () => {
    expect(missingRequiredFields(EMPTY_ARTICLE_FORM)).toEqual(['Title', 'Excerpt', 'Content'])
    expect(missingRequiredFields({ ...EMPTY_ARTICLE_FORM, title: 'T', content: '<p></p>' })).toEqual(['Excerpt', 'Content'])
    expect(missingRequiredFields({ ...EMPTY_ARTICLE_FORM, title: ' ', excerpt: 'E', content: '<p>x</p>' })).toEqual(['Title'])
    expect(missingRequiredFields({ ...EMPTY_ARTICLE_FORM, title: 'T', excerpt: 'E', content: '<p><img src="a.png"></p>' })).toEqual([])
  })

  it('keeps the spec\'s words and adds the missing fields', () => {
    expect(requiredFieldsMessage(['Title', 'Excerpt'])).toBe('Please fill in all required fields: Title, Excerpt')
    expect(requiredFieldsMessage([])).toBe('Please fill in all required fields')
  })
})
