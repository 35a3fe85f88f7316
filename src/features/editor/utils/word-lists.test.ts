import { wordListsToLists } from './word-lists.ts'

/** A list paragraph as Word writes it to the clipboard. */
const item = (list: string, level: number, marker: string, text: string, font = '') =>
  `<p class=MsoListParagraphCxSpMiddle style='margin-left:${level / 2}in;text-indent:-.25in;mso-list:${list} level${level} lfo1'><![if !supportLists]><span${font}><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-US>${text}</span><o:p></o:p></p>`

const clipboard = (body: string) =>
  `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"></head><body><!--StartFragment-->${body}<!--EndFragment--></body></html>`

const shape = (html: string) => {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const walk = (element: Element): string =>
    ['OL', 'UL', 'LI'].includes(element.tagName)
      ? `${element.tagName.toLowerCase()}${element.getAttribute('start') ? `@${element.getAttribute('start')}` : ''}(${[...element.children].map(walk).filter(Boolean).join(' ') || element.textContent?.trim()})`
      : [...element.children].map(walk).filter(Boolean).join(' ')
  return walk(body)
}

describe('wordListsToLists', () => {
  it('turns numbered and bulleted list paragraphs into lists, markers dropped', () => {
    const html = clipboard([
      '<p class=MsoNormal>Before</p>',
      item('l0', 1, '1.', 'First'), item('l0', 1, '2.', 'Second'),
      '<p class=MsoNormal>Between</p>',
      item('l1', 1, '·', 'Apples', " style='font-family:Symbol'"), item('l1', 1, '·', 'Pears', " style='font-family:Symbol'"),
    ].join('\n'))
    const out = wordListsToLists(html)
    expect(shape(out)).toBe('ol(li(First) li(Second)) ul(li(Apples) li(Pears))')
    expect(out).not.toMatch(/supportLists|mso-list:Ignore|·|1\./)
    expect(new DOMParser().parseFromString(out, 'text/html').body.textContent).toMatch(/Before[\s\S]*First[\s\S]*Between/)
  })

  it('nests a deeper level inside the item before it, and back out again', () => {
    const html = clipboard([
      item('l0', 1, '1.', 'Budget'), item('l0', 2, 'a.', 'Schools'), item('l0', 2, 'b.', 'Roads'),
      item('l0', 3, 'i.', 'Potholes'), item('l0', 1, '2.', 'Vote'),
    ].join('\n'))
    expect(shape(wordListsToLists(html))).toBe('ol(li(ol(li(Schools) li(ol(li(Potholes))))) li(Vote))')
  })

  it('keeps a list that starts later than one', () => {
    expect(shape(wordListsToLists(clipboard(item('l0', 1, '3.', 'Third') + item('l0', 1, '4.', 'Fourth')))))
      .toBe('ol@3(li(Third) li(Fourth))')
  })

  it('drops Word\'s styles, which the editor keeps none of and the Content-Security-Policy refuses', () => {
    const out = wordListsToLists(clipboard(`<style>p.MsoNormal {margin:0}</style><p class=MsoNormal style='margin:0'><b>Bold</b> <span style="color:red">text</span></p>${item('l0', 1, '1.', 'One')}`))
    expect(out).not.toMatch(/style|mso-list|MsoNormal \{/)
    expect(out).toContain('<b>Bold</b>')
    expect(shape(out)).toBe('ol(li(One))')
  })

  it('leaves HTML that is not Word\'s as it is', () => {
    const html = '<p>Plain <strong>text</strong></p><ul><li>one</li></ul>'
    expect(wordListsToLists(html)).toBe(html)
  })
})
