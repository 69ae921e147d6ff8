package report

// htmlScript is the page's only script. It shows the toolbar (a filter
// by verdict and a search box, each hiding the matrix rows and the
// failures that do not match: a row's verdicts are its data-verdicts, a
// failure's its class), opens the folds around the target of a
// link (a cell's failure may sit in a folded list), and opens every fold
// for printing. The page reads the same without it: the toolbar stays
// hidden and the print style opens the folds.
const htmlScript = `(function(){
var box=document.getElementById('filter');if(!box)return;
var sel=box.querySelector('select'),q=box.querySelector('input'),out=box.querySelector('output');
var F='details.failure,ul.brief>li',shown='details.failure:not([hidden]),ul.brief>li:not([hidden])';
var rows=document.querySelectorAll('tr[data-verdicts]'),fails=document.querySelectorAll(F),groups=document.querySelectorAll('[data-group]');
function has(el,t){return t===''||el.textContent.toLowerCase().indexOf(t)>=0}
function apply(){var v=sel.value,t=q.value.trim().toLowerCase(),nr=0,nf=0,i;
for(i=0;i<rows.length;i++){rows[i].hidden=!((v===''||(' '+rows[i].getAttribute('data-verdicts')+' ').indexOf(' '+v+' ')>=0)&&has(rows[i],t));if(!rows[i].hidden)nr++}
for(i=0;i<fails.length;i++){fails[i].hidden=!((v===''||fails[i].classList.contains(v))&&has(fails[i],t));if(!fails[i].hidden)nf++}
for(i=0;i<groups.length;i++){var g=groups[i];g.hidden=!g.querySelector(shown);
var more=g.querySelector('details.more');if(more&&t!=='')more.open=!!more.querySelector(shown)}
document.body.setAttribute('data-filter',v);out.textContent=nr+' of '+rows.length+' clauses, '+nf+' of '+fails.length+' failures shown';}
sel.addEventListener('change',apply);q.addEventListener('input',apply);
function reveal(){var el=null;try{el=location.hash&&document.getElementById(decodeURIComponent(location.hash.slice(1)))}catch(e){}
for(var p=el;p;p=p.parentElement)if(p.tagName==='DETAILS')p.open=true;if(el)el.scrollIntoView()}
window.addEventListener('hashchange',reveal);
var opened=[];window.addEventListener('beforeprint',function(){document.querySelectorAll('details.p-open:not([open])').forEach(function(d){d.open=true;opened.push(d)})});
window.addEventListener('afterprint',function(){opened.forEach(function(d){d.open=false});opened=[]});
box.hidden=false;apply();reveal();
})();`
